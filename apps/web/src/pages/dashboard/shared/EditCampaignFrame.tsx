import type { Campaign } from "@causeway/api-client";
import { ErrorSummary } from "@causeway/forms";
import { useTranslator } from "@causeway/i18n/react";
import { Alert, Button, Link } from "@causeway/ui";
import type { FormEvent, ReactNode, RefObject } from "react";

export interface EditCampaignFrameProps {
  campaign: Campaign;
  title: string;
  intro?: string;
  /** The errors to list at the top, each a link to its field (translated). */
  summary: readonly { id: string; message: string }[];
  summaryRef: RefObject<HTMLDivElement | null>;
  onSave: () => void;
  isSaving: boolean;
  /** A failure that names no field. */
  failure: string | null;
  children: ReactNode;
}

/**
 * The frame of the owner's edit pages: title, errors at the top, the fields, Save, the way back.
 * A save is confirmed by a toast (useEditSave), not in place.
 */
export function EditCampaignFrame({
  campaign,
  title,
  intro,
  summary,
  summaryRef,
  onSave,
  isSaving,
  failure,
  children,
}: EditCampaignFrameProps) {
  const { t } = useTranslator();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
  return (
    <div className="cw:mx-auto cw:flex cw:max-w-3xl cw:flex-col cw:gap-6">
      <header className="cw:flex cw:flex-col cw:gap-2">
        <Link href={`/campaign/${campaign.url}/dashboard`} className="cw:self-start cw:text-sm">
          {t("web.dashboard.back")}
        </Link>
        <p className="cw:text-sm cw:font-medium cw:text-fg-muted">{campaign.name}</p>
        <h1 className="cw:text-3xl cw:font-bold cw:tracking-tight">{title}</h1>
        {intro ? <p className="cw:text-fg-muted">{intro}</p> : null}
      </header>
      <ErrorSummary ref={summaryRef} items={summary} />
      {failure ? <Alert variant="danger" isLive title={failure} /> : null}
      <form
        noValidate
        aria-busy={isSaving}
        onSubmit={submit}
        className="cw:flex cw:flex-col cw:gap-8"
      >
        {children}
        <div className="cw:flex cw:flex-wrap cw:items-center cw:gap-3 cw:border-t cw:border-border cw:pt-4">
          <Button type="submit" isLoading={isSaving}>
            {t("web.edit.save")}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** The message of a failed save that names no field. */
export const SAVE_FAILED = "web.edit.failed";
