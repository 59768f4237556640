import { CategoryPage } from "./CategoryPage";
import { categoryLoader } from "./category-loader";

export const loader = categoryLoader("disease");

export function Component() {
  return <CategoryPage kind="disease" />;
}
