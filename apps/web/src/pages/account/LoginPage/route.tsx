import { LoginPage } from "./LoginPage";

export const Component = LoginPage;
