import { campaignLoader } from "../campaign-loader";
import { DonatePage } from "./DonatePage";

export const loader = campaignLoader;
export const Component = DonatePage;
