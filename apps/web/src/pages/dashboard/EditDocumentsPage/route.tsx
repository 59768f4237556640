import type { RouteHandle } from "../../../app/meta/page-meta";
import { ownerPageLoader } from "../shared/owner-page-loader";
import { EditDocumentsPage } from "./EditDocumentsPage";

/** A guest logs in first; anyone but the campaign's owner is sent to the campaign page. */
export const loader = ownerPageLoader;
export const Component = EditDocumentsPage;

export const handle: RouteHandle = {
  meta: ({ t }) => ({ title: t("web.edit.documents.title"), noindex: true }),
};
