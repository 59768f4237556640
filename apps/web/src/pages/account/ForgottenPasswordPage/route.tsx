import { ForgottenPasswordPage } from "./ForgottenPasswordPage";

export const Component = ForgottenPasswordPage;
