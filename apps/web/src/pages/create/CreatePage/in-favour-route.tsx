import type { RouteHandle } from "../../../app/meta/page-meta";
import { createLoader } from "../create-loader";
import { CreateInFavourPage } from "./CreatePage";

export const loader = createLoader;
export const Component = CreateInFavourPage;

export const handle: RouteHandle = {
  meta: ({ t }) => ({ title: t("web.create.in_favour.title_plain"), noindex: true }),
};
