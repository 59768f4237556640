import { CategoriesPage } from "./CategoriesPage";
import { categoriesLoader } from "./category-loader";

export const loader = categoriesLoader;
export const Component = CategoriesPage;
