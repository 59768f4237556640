import type { RouteHandle } from "../../../app/meta/page-meta";
import { campaignLoader } from "../campaign-loader";
import { donateMeta } from "../campaign-meta";
import { DonatePage } from "./DonatePage";

export const loader = campaignLoader;
export const Component = DonatePage;

export const handle: RouteHandle = { meta: donateMeta };
