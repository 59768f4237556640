import { SignupPage } from "./SignupPage";

export const Component = SignupPage;
