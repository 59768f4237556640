import { CheckoutPage } from "./CheckoutPage";

export const Component = CheckoutPage;
