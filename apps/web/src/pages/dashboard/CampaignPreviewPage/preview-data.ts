import type { Campaign, Category, User } from "@causeway/api-client";
import type { Translator } from "@causeway/i18n";
import {
  type CampaignDraft,
  type CreationContext,
  draftBeneficent,
  draftGoal,
} from "@causeway/rules";
import { categoryName } from "../../campaign/CategoryPage/category-name";
import type { CampaignPreviewData } from "./CampaignPreview";

type Names = Pick<Translator, "t" | "has">;

/** A campaign as it is stored, for /dashboard/preview. */
export function previewOfCampaign(campaign: Campaign, translator: Names): CampaignPreviewData {
  const main = campaign.images.find((image) => image.main) ?? campaign.images[0] ?? null;
  const beneficent = campaign.beneficent_business ?? campaign.beneficent_individual;
  return {
    name: campaign.name,
    content: campaign.content,
    cover: main?.compressed.path ?? null,
    gallery: campaign.images
      .filter((image) => image !== main)
      .map((image) => image.compressed.path),
    video: campaign.video,
    goal: campaign.total_amount,
    raised: campaign.donated_amount,
    currency: campaign.currency.abbreviation,
    category: campaign.category ? categoryName(campaign.category, translator) : null,
    disease: campaign.disease ? categoryName(campaign.disease, translator) : null,
    urgent: campaign.urgent,
    organiser: {
      name: campaign.created_by.name,
      avatar: campaign.created_by.avatar?.square.path ?? null,
    },
    beneficiary: beneficent ? (beneficent.business_name ?? beneficent.name) : null,
  };
}

/** A draft being created, for the creation's last step. */
export function previewOfDraft(
  draft: CampaignDraft,
  options: {
    context: CreationContext;
    categories: readonly Category[];
    currency: string | null;
    user: Pick<User, "name" | "avatar"> | null;
    translator: Names;
  },
): CampaignPreviewData {
  const name = (id: number | null) => {
    const category = options.categories.find((c) => c.id === id);
    return category ? categoryName(category, options.translator) : null;
  };
  const beneficent = draftBeneficent(draft, options.context);
  return {
    name: draft.name.trim(),
    content: draft.content,
    cover: draft.cover?.path ?? null,
    gallery: draft.gallery.map((image) => image.path),
    video: draft.video.trim() || null,
    goal: draftGoal(draft, options.context),
    raised: 0,
    currency: options.currency,
    category: name(draft.category),
    disease: draft.type === "medical" ? name(draft.disease) : null,
    urgent: draft.urgent,
    organiser: {
      name: options.user?.name ?? "",
      avatar: options.user?.avatar?.square.path ?? null,
    },
    beneficiary: beneficent.name.trim() || null,
  };
}
