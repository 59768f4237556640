import { ownedCampaignLoader } from "../../campaign/campaign-loader";
import { DashboardPage } from "./DashboardPage";

export const loader = ownedCampaignLoader;
export const Component = DashboardPage;
