import type { CampaignDraft } from "@causeway/rules";

/** What every group of campaign fields takes: the draft, its errors (dictionary keys) and a patch. */
export interface CampaignFieldsProps {
  draft: CampaignDraft;
  /** Errors by draft field, as dictionary keys (or text the server sent). */
  errors: Readonly<Record<string, string>>;
  onChange: (patch: Partial<CampaignDraft>) => void;
  /** Prefix of the fields' ids, so an error summary can link to them. */
  idPrefix?: string;
  isDisabled?: boolean;
}

/** The id of a draft field's control: what an error summary links to. */
export const campaignFieldId = (prefix: string, field: string) => `${prefix}-${field}`;
