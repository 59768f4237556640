import type { RouteHandle } from "../../../app/meta/page-meta";
import { CategoryPage } from "./CategoryPage";
import { categoryLoader } from "./category-loader";

export const loader = categoryLoader("category");

export function Component() {
  return <CategoryPage kind="category" />;
}

export const handle: RouteHandle = {
  meta: ({ t, heading }) =>
    heading ? { description: t("web.meta.category_description", { name: heading }) } : {},
};
