import { WithdrawPage } from "./WithdrawPage";

export const Component = WithdrawPage;
