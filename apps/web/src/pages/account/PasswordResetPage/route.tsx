import { PasswordResetPage } from "./PasswordResetPage";

export const Component = PasswordResetPage;
