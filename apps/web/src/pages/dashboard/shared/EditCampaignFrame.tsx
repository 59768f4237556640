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
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <Link href={`/campaign/${campaign.url}/dashboard`} className="self-start text-sm">
          {t("web.dashboard.back")}
        </Link>
        <p className="text-sm font-medium text-fg-muted">{campaign.name}</p>
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        {intro ? <p className="text-fg-muted">{intro}</p> : null}
      </header>
      <ErrorSummary ref={summaryRef} items={summary} />
      {failure ? <Alert variant="danger" isLive title={failure} /> : null}
      <form noValidate aria-busy={isSaving} onSubmit={submit} className="flex flex-col gap-8">
        {children}
        <div className="flex flex-wrap items-center gap-3 border-t border-border pt-4">
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
