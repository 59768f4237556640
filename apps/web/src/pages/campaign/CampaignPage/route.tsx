import type { RouteHandle } from "../../../app/meta/page-meta";
import { campaignLoader } from "../campaign-loader";
import { campaignMeta } from "../campaign-meta";
import { CampaignPage } from "./CampaignPage";

export const loader = campaignLoader;
export const Component = CampaignPage;

export const handle: RouteHandle = { meta: campaignMeta };
