// Which withdrawal options the type chooser offers (000 §2, §4, §6).

export interface WithdrawCampaign {
  can_withdraw: boolean;
  verified: boolean;
  /** A count sent as a string by the API ("412"). */
  donations_count: string | number;
  beneficent_individual?: { other?: { target_campaign?: unknown } | null } | null;
  beneficent_business?: { other?: { target_campaign?: unknown } | null } | null;
}

export function hasDonations(campaign: Pick<WithdrawCampaign, "donations_count">): boolean {
  const count = Number(campaign.donations_count);
  return Number.isFinite(count) && count > 0;
}

/** A campaign can be withdrawn from only if can_withdraw, verified and it has donations. */
export function canWithdraw(campaign: WithdrawCampaign): boolean {
  return campaign.can_withdraw && campaign.verified && hasDonations(campaign);
}

/** The campaign raises money for another campaign (its beneficent names a target campaign). */
export function hasTargetCampaign(campaign: WithdrawCampaign): boolean {
  return Boolean(
    campaign.beneficent_individual?.other?.target_campaign ||
      campaign.beneficent_business?.other?.target_campaign,
  );
}

export interface WithdrawOptions {
  /** 'transfer to user' and 'transfer to provider' are listed (hidden with a target campaign). */
  showOptions: boolean;
  /** The options are dimmed and cannot be chosen. */
  dimmed: boolean;
  /** Verified, has donations, cannot withdraw: ask the owner to post an update. */
  postUpdateAlert: boolean;
}

export function withdrawOptions(campaign: WithdrawCampaign): WithdrawOptions {
  return {
    showOptions: !hasTargetCampaign(campaign),
    dimmed: !canWithdraw(campaign),
    postUpdateAlert: campaign.verified && hasDonations(campaign) && !campaign.can_withdraw,
  };
}
