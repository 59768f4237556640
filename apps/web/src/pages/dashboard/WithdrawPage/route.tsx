import { PRIVATE_PAGE } from "../../../app/meta/page-meta";
import { ownedCampaignLoader } from "../../campaign/campaign-loader";
import { WithdrawPage } from "./WithdrawPage";

export const loader = ownedCampaignLoader;
export const Component = WithdrawPage;

export const handle = PRIVATE_PAGE;
