import { DonatePage } from "./DonatePage";

export const Component = DonatePage;
