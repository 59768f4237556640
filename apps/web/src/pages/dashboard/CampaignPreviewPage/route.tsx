import type { RouteHandle } from "../../../app/meta/page-meta";
import { ownerPageLoader } from "../shared/owner-page-loader";
import { CampaignPreviewPage } from "./CampaignPreviewPage";

/** A guest logs in first; anyone but the campaign's owner is sent to the campaign page. */
export const loader = ownerPageLoader;
export const Component = CampaignPreviewPage;

export const handle: RouteHandle = {
  meta: ({ t }) => ({ title: t("web.edit.preview.title"), noindex: true }),
};
