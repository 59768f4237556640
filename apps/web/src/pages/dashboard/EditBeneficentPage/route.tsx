import type { RouteHandle } from "../../../app/meta/page-meta";
import { ownerPageLoader } from "../shared/owner-page-loader";
import { EditBeneficentPage } from "./EditBeneficentPage";

/** A guest logs in first; anyone but the campaign's owner is sent to the campaign page. */
export const loader = ownerPageLoader;
export const Component = EditBeneficentPage;

export const handle: RouteHandle = {
  meta: ({ t }) => ({ title: t("web.edit.beneficent.title"), noindex: true }),
};
