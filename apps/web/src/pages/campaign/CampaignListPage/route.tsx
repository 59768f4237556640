import { CampaignListPage } from "./CampaignListPage";

export const Component = CampaignListPage;
