import type { Campaign } from "@causeway/api-client";
import { parseVideoUrl } from "@causeway/rules";

/** A campaign's displayed state (000 §4): FINISHED, else SUCCESSFUL, else ACTIVE, else INACTIVE. */
export type CampaignState = "FINISHED" | "SUCCESSFUL" | "ACTIVE" | "INACTIVE";

export function campaignState(
  campaign: Pick<Campaign, "finished" | "successful" | "active">,
): CampaignState {
  if (campaign.finished) return "FINISHED";
  if (campaign.successful) return "SUCCESSFUL";
  return campaign.active ? "ACTIVE" : "INACTIVE";
}

/**
 * The cover of a campaign (000 §3): the main image, else the first image, else the video's
 * thumbnail (YouTube, or a Twitch channel's preview), else null (the widget draws the not-found
 * image). `size` picks the image variant: compressed for cards and the page, square for lists.
 */
export function campaignCover(
  campaign: Pick<Campaign, "images" | "video">,
  size: "compressed" | "square" | "original" = "compressed",
): string | null {
  const image = campaign.images.find((candidate) => candidate.main) ?? campaign.images[0];
  if (image) return image[size].path;
  return campaign.video ? videoThumbnail(campaign.video) : null;
}

/** A still of a YouTube video or Twitch channel; Twitch videos and clips have no public still. */
export function videoThumbnail(url: string): string | null {
  const source = parseVideoUrl(url);
  if (!source) return null;
  if (source.provider === "youtube") return `https://i.ytimg.com/vi/${source.id}/hqdefault.jpg`;
  if (source.kind === "channel") {
    return `https://static-cdn.jtvnw.net/previews-ttv/live_user_${source.id.toLowerCase()}-640x360.jpg`;
  }
  return null;
}

/** Raised of goal as a whole percent, 0 to 100 (a goal of 0 counts as reached once money came). */
export function fundedPercent(raised: number, goal: number): number {
  if (goal <= 0) return raised > 0 ? 100 : 0;
  return Math.min(100, Math.floor((raised * 100) / goal));
}
