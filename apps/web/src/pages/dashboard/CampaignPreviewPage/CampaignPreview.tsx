import { formatMoney } from "@causeway/api-client";
import { CampaignCover, videoThumbnail } from "@causeway/forms";
import { useTranslator } from "@causeway/i18n/react";
import { parseVideoUrl } from "@causeway/rules";
import { Avatar, Badge, Gallery, ProgressBar, VideoEmbed } from "@causeway/ui";
import { StoryContent } from "../../campaign/CampaignPage/StoryContent";

/** What a campaign shows its visitors: from a draft being created, or from the campaign itself. */
export interface CampaignPreviewData {
  name: string;
  /** The story, HTML (rendered inert: only the allowed tags become elements). */
  content: string;
  cover: string | null;
  gallery: readonly string[];
  video: string | null;
  /** The goal and what was raised, in minor units of `currency`. */
  goal: number | null;
  raised: number;
  currency: string | null;
  category: string | null;
  disease: string | null;
  urgent: boolean;
  organiser: { name: string; avatar: string | null };
  beneficiary: string | null;
}

/**
 * The campaign as a visitor sees it (cover, badges, title, organiser, story, photos, video, the
 * goal), for the creation's last step and the owner's /dashboard/preview. `headingLevel` is the
 * level of the campaign's title on the page it sits in.
 */
export function CampaignPreview({
  campaign,
  headingLevel = 2,
}: {
  campaign: CampaignPreviewData;
  headingLevel?: 2 | 3;
}) {
  const { t, locale } = useTranslator();
  const Title = headingLevel === 2 ? "h2" : "h3";
  const Section = headingLevel === 2 ? "h3" : "h4";
  const cover = campaign.cover ?? (campaign.video ? videoThumbnail(campaign.video) : null);
  const percent =
    campaign.goal && campaign.goal > 0
      ? Math.min(100, Math.floor((campaign.raised / campaign.goal) * 100))
      : 0;
  return (
    <article
      data-slot="campaign-preview"
      className="flex flex-col gap-5 rounded-xl border border-border bg-surface p-4 sm:p-6"
    >
      <div className="aspect-video w-full overflow-hidden rounded-lg bg-surface-sunken">
        <CampaignCover src={cover} />
      </div>
      <div className="flex flex-wrap gap-2">
        {campaign.category ? <Badge>{campaign.category}</Badge> : null}
        {campaign.disease ? <Badge>{campaign.disease}</Badge> : null}
        {campaign.urgent ? <Badge variant="danger">{t("forms.campaign_card.urgent")}</Badge> : null}
      </div>
      <Title className="text-2xl font-bold tracking-tight">
        {campaign.name || t("web.create.preview.untitled")}
      </Title>
      <div className="flex items-center gap-3 text-sm">
        <Avatar name={campaign.organiser.name} src={campaign.organiser.avatar} alt="" />
        <p>
          {t("web.campaign.page.organised_by")}{" "}
          <span className="font-medium">{campaign.organiser.name}</span>
          {campaign.beneficiary ? (
            <span className="block text-fg-muted">
              {t("web.create.preview.for", { name: campaign.beneficiary })}
            </span>
          ) : null}
        </p>
      </div>
      {campaign.goal !== null && campaign.currency ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm">
            <span className="text-lg font-semibold">
              {formatMoney(campaign.raised, campaign.currency, locale)}
            </span>{" "}
            {t("web.campaign.page.of_goal", {
              goal: formatMoney(campaign.goal, campaign.currency, locale),
            })}
          </p>
          <ProgressBar
            aria-label={t("forms.campaign_card.progress", { percent })}
            value={percent}
            valueLabel={`${percent}%`}
          />
        </div>
      ) : null}
      <section className="flex flex-col gap-3">
        <Section className="text-lg font-semibold">{t("web.campaign.page.story")}</Section>
        <StoryContent
          html={campaign.content}
          className="flex flex-col gap-3 leading-relaxed [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-4 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_img]:max-w-full [&_img]:rounded-md [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
        />
      </section>
      {campaign.gallery.length > 0 ? (
        <section className="flex flex-col gap-3">
          <Section className="text-lg font-semibold">{t("web.create.preview.photos")}</Section>
          <Gallery
            images={campaign.gallery.map((src, index) => ({
              src,
              alt: t("forms.campaign_form.gallery.photo", { number: index + 1 }),
            }))}
          />
        </section>
      ) : null}
      {campaign.video ? (
        <section className="flex flex-col gap-3">
          <Section className="text-lg font-semibold">
            {t("forms.campaign_form.video.title")}
          </Section>
          <VideoEmbed
            source={parseVideoUrl(campaign.video)}
            title={t("forms.campaign_form.video.preview")}
          />
        </section>
      ) : null}
    </article>
  );
}
