import { PRIVATE_PAGE } from "../../../app/meta/page-meta";
import { ownedCampaignLoader } from "../../campaign/campaign-loader";
import { DashboardPage } from "./DashboardPage";

export const loader = ownedCampaignLoader;
export const Component = DashboardPage;

export const handle = PRIVATE_PAGE;
