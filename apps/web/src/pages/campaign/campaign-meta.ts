import type { Campaign } from "@causeway/api-client";
import { campaignCover } from "@causeway/forms";
import { describe } from "../../app/meta/describe";
import type { MetaArgs, PageMeta } from "../../app/meta/page-meta";
import { campaignPageQuery } from "./useCampaignPage";

/** The campaign of the page's :campaign, as the loader left it in the cache (or nothing yet). */
function pageCampaign({ params, data }: MetaArgs): Campaign | null {
  const campaign = data<Campaign>(campaignPageQuery(params.campaign ?? ""));
  return campaign && !campaign.deleted ? campaign : null;
}

/** A campaign page as a shared link shows it: its name, its story's opening and its cover. */
export function campaignMeta(args: MetaArgs): PageMeta {
  const campaign = pageCampaign(args);
  if (!campaign) return {};
  return {
    title: campaign.name,
    description: describe(campaign.content),
    image: campaignCover(campaign, "compressed"),
    type: "article",
  };
}

/** The donate page: "Donate to …", with the campaign's picture and story. */
export function donateMeta(args: MetaArgs): PageMeta {
  const campaign = pageCampaign(args);
  if (!campaign) return {};
  return {
    ...campaignMeta(args),
    title: args.t("web.meta.donate_title", { name: campaign.name }),
  };
}
