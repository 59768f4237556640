import { campaignLoader } from "../campaign-loader";
import { CampaignPage } from "./CampaignPage";

export const loader = campaignLoader;
export const Component = CampaignPage;
