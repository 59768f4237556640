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
      className="cw:flex cw:flex-col cw:gap-5 cw:rounded-xl cw:border cw:border-border cw:bg-surface cw:p-4 cw:sm:p-6"
    >
      <div className="cw:aspect-video cw:w-full cw:overflow-hidden cw:rounded-lg cw:bg-surface-sunken">
        <CampaignCover src={cover} />
      </div>
      <div className="cw:flex cw:flex-wrap cw:gap-2">
        {campaign.category ? <Badge>{campaign.category}</Badge> : null}
        {campaign.disease ? <Badge>{campaign.disease}</Badge> : null}
        {campaign.urgent ? <Badge variant="danger">{t("forms.campaign_card.urgent")}</Badge> : null}
      </div>
      <Title className="cw:text-2xl cw:font-bold cw:tracking-tight">
        {campaign.name || t("web.create.preview.untitled")}
      </Title>
      <div className="cw:flex cw:items-center cw:gap-3 cw:text-sm">
        <Avatar name={campaign.organiser.name} src={campaign.organiser.avatar} alt="" />
        <p>
          {t("web.campaign.page.organised_by")}{" "}
          <span className="cw:font-medium">{campaign.organiser.name}</span>
          {campaign.beneficiary ? (
            <span className="cw:block cw:text-fg-muted">
              {t("web.create.preview.for", { name: campaign.beneficiary })}
            </span>
          ) : null}
        </p>
      </div>
      {campaign.goal !== null && campaign.currency ? (
        <div className="cw:flex cw:flex-col cw:gap-2">
          <p className="cw:text-sm">
            <span className="cw:text-lg cw:font-semibold">
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
      <section className="cw:flex cw:flex-col cw:gap-3">
        <Section className="cw:text-lg cw:font-semibold">{t("web.campaign.page.story")}</Section>
        <StoryContent
          html={campaign.content}
          className="cw:flex cw:flex-col cw:gap-3 cw:leading-relaxed cw:[&_a]:text-primary cw:[&_a]:underline cw:[&_blockquote]:border-l-4 cw:[&_blockquote]:border-border cw:[&_blockquote]:pl-4 cw:[&_h2]:text-lg cw:[&_h2]:font-semibold cw:[&_h3]:font-semibold cw:[&_img]:max-w-full cw:[&_img]:rounded-md cw:[&_ol]:list-decimal cw:[&_ol]:pl-6 cw:[&_ul]:list-disc cw:[&_ul]:pl-6"
        />
      </section>
      {campaign.gallery.length > 0 ? (
        <section className="cw:flex cw:flex-col cw:gap-3">
          <Section className="cw:text-lg cw:font-semibold">
            {t("web.create.preview.photos")}
          </Section>
          <Gallery
            images={campaign.gallery.map((src, index) => ({
              src,
              alt: t("forms.campaign_form.gallery.photo", { number: index + 1 }),
            }))}
          />
        </section>
      ) : null}
      {campaign.video ? (
        <section className="cw:flex cw:flex-col cw:gap-3">
          <Section className="cw:text-lg cw:font-semibold">
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
