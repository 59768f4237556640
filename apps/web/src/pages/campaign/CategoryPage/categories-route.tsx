import type { RouteHandle } from "../../../app/meta/page-meta";
import { CategoriesPage } from "./CategoriesPage";
import { categoriesLoader } from "./category-loader";

export const loader = categoriesLoader;
export const Component = CategoriesPage;

export const handle: RouteHandle = {
  meta: ({ t }) => ({ description: t("web.meta.categories_description") }),
};
