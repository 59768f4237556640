import type { RouteHandle } from "../../../app/meta/page-meta";
import { createLoader } from "../create-loader";
import { CreatePage } from "./CreatePage";

export const loader = createLoader;
export const Component = CreatePage;

export const handle: RouteHandle = {
  meta: ({ t }) => ({ title: t("web.create.title"), noindex: true }),
};
