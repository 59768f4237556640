export { CampaignCard, type CampaignCardCampaign, type CampaignCardProps } from "./CampaignCard";
export { CampaignCover, type CampaignCoverProps } from "./CampaignCover";
export {
  type CampaignState,
  campaignCover,
  campaignState,
  fundedPercent,
  videoThumbnail,
} from "./campaign-cover";
