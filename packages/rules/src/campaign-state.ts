// A campaign's displayed state (000 §4): FINISHED if finished, else SUCCESSFUL if successful,
// else ACTIVE if active, else INACTIVE.

export type CampaignDisplayState = "FINISHED" | "SUCCESSFUL" | "ACTIVE" | "INACTIVE";

export interface CampaignFlags {
  finished: boolean;
  successful: boolean;
  active: boolean;
}

export function campaignDisplayState(campaign: CampaignFlags): CampaignDisplayState {
  if (campaign.finished) return "FINISHED";
  if (campaign.successful) return "SUCCESSFUL";
  if (campaign.active) return "ACTIVE";
  return "INACTIVE";
}
