import { ownedCampaignLoader } from "../../campaign/campaign-loader";
import { WithdrawPage } from "./WithdrawPage";

export const loader = ownedCampaignLoader;
export const Component = WithdrawPage;
