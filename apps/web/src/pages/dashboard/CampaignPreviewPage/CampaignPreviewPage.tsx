import type { Campaign } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { Alert, buttonVariants, Link } from "@causeway/ui";
import { OwnedCampaign } from "../shared/OwnedCampaign";
import { CampaignPreview } from "./CampaignPreview";
import { previewOfCampaign } from "./preview-data";

/** /campaign/{campaign}/dashboard/preview (000 §2): the owner sees the campaign as visitors do. */
export function CampaignPreviewPage() {
  return <OwnedCampaign>{(campaign) => <PreviewOfCampaign campaign={campaign} />}</OwnedCampaign>;
}

function PreviewOfCampaign({ campaign }: { campaign: Campaign }) {
  const translator = useTranslator();
  const { t } = translator;
  const base = `/campaign/${campaign.url}`;
  return (
    <div className="cw:mx-auto cw:flex cw:max-w-3xl cw:flex-col cw:gap-6">
      <header className="cw:flex cw:flex-col cw:gap-2">
        <Link href={`${base}/dashboard`} className="cw:self-start cw:text-sm">
          {t("web.dashboard.back")}
        </Link>
        <h1 className="cw:text-3xl cw:font-bold cw:tracking-tight">
          {t("web.edit.preview.title")}
        </h1>
      </header>
      <Alert
        variant="info"
        title={t("web.edit.preview.only_you")}
        description={t("web.edit.preview.hint")}
      />
      <CampaignPreview campaign={previewOfCampaign(campaign, translator)} headingLevel={2} />
      <nav aria-label={t("web.dashboard.actions")} className="cw:flex cw:flex-wrap cw:gap-3">
        <Link
          href={`${base}/edit-details`}
          variant="plain"
          className={`${buttonVariants({ variant: "secondary" })} cw:no-underline`}
        >
          {t("web.dashboard.edit_details")}
        </Link>
        <Link
          href={`${base}/edit-beneficent`}
          variant="plain"
          className={`${buttonVariants({ variant: "secondary" })} cw:no-underline`}
        >
          {t("web.dashboard.edit_beneficent")}
        </Link>
        <Link
          href={`${base}/edit-documents`}
          variant="plain"
          className={`${buttonVariants({ variant: "secondary" })} cw:no-underline`}
        >
          {t("web.dashboard.edit_documents")}
        </Link>
      </nav>
    </div>
  );
}
