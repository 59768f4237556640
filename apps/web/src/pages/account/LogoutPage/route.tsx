import { LogoutPage } from "./LogoutPage";

export const Component = LogoutPage;
