import { EmailVerificationPage } from "./EmailVerificationPage";

export const Component = EmailVerificationPage;
