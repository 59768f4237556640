import { CategoryPage } from "./CategoryPage";

export function Component() {
  return <CategoryPage kind="disease" />;
}
