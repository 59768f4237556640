import { CampaignPage } from "./CampaignPage";

export const Component = CampaignPage;
