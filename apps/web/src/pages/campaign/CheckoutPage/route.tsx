import { PRIVATE_PAGE } from "../../../app/meta/page-meta";
import { CheckoutPage } from "./CheckoutPage";

export const Component = CheckoutPage;

export const handle = PRIVATE_PAGE;
