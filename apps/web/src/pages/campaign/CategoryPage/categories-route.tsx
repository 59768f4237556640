import { CategoriesPage } from "./CategoriesPage";

export const Component = CategoriesPage;
