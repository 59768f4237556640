import { SignupDetailsPage } from "./SignupDetailsPage";

export const Component = SignupDetailsPage;
