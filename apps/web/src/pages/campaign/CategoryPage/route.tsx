import { CategoryPage } from "./CategoryPage";
import { categoryLoader } from "./category-loader";

export const loader = categoryLoader("category");

export function Component() {
  return <CategoryPage kind="category" />;
}
