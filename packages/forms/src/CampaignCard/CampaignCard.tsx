"use client";
import { type Campaign, formatMoney } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { cardDescription } from "@causeway/rules";
import { Badge, Card, CardMedia, cn, Link, ProgressBar, WIDGET_ROOT } from "@causeway/ui";
import { BadgeCheck, Flame, ShieldCheck } from "lucide-react";
import { CampaignCover } from "./CampaignCover";
import { campaignCover, campaignState, fundedPercent } from "./campaign-cover";

export type CampaignCardCampaign = Pick<
  Campaign,
  | "id"
  | "name"
  | "url"
  | "images"
  | "video"
  | "total_amount"
  | "donated_amount"
  | "donations_count"
  | "currency"
  | "verified"
  | "urgent"
  | "trust_club"
  | "finished"
  | "successful"
  | "active"
> &
  /** The story; its first 55 characters show under the name (001 §9). */
  Partial<Pick<Campaign, "content">>;

export interface CampaignCardProps {
  campaign: CampaignCardCampaign;
  /** Where the card leads; /campaign/{url} by default. */
  href?: string;
  /** The level of the campaign's name in the page's outline (3 by default). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * A campaign in a list (home, campaign list, search): cover (000 §3 fallback), name linking to
 * the campaign, the story's first 55 characters, raised of goal with a progress bar, the
 * donations count, and the verified,
 * urgent, trust-club and state badges. The whole card is clickable; only the name is a link.
 */
export function CampaignCard({
  campaign,
  href = `/campaign/${campaign.url}`,
  headingLevel = 3,
  className,
}: CampaignCardProps) {
  const { t, locale } = useTranslator();
  const Heading = `h${headingLevel}` as const;
  const code = campaign.currency.abbreviation;
  const raised = formatMoney(campaign.donated_amount, code, locale);
  const goal = formatMoney(campaign.total_amount, code, locale);
  const percent = fundedPercent(campaign.donated_amount, campaign.total_amount);
  const state = campaignState(campaign);
  const count = Number(campaign.donations_count) || 0;
  const description = campaign.content ? cardDescription(campaign.content) : "";
  return (
    <Card
      className={cn(
        WIDGET_ROOT,
        "cw:relative cw:transition-shadow cw:focus-within:ring-2 cw:focus-within:ring-focus cw:hover:shadow-md",
        className,
      )}
    >
      <article
        data-slot="campaign-card"
        data-campaign={campaign.url}
        className="cw:flex cw:flex-1 cw:flex-col"
      >
        <CardMedia>
          <CampaignCover src={campaignCover(campaign)} />
        </CardMedia>
        <div className="cw:flex cw:flex-1 cw:flex-col cw:gap-3 cw:p-4">
          <BadgeRow campaign={campaign} state={state} />
          <Heading className="cw:line-clamp-2 cw:text-base cw:font-semibold cw:leading-snug">
            <Link
              href={href}
              variant="plain"
              stretched
              className="cw:rounded-sm cw:text-fg cw:no-underline cw:data-[hovered]:text-primary"
            >
              {campaign.name}
            </Link>
          </Heading>
          {description ? (
            <p data-slot="campaign-card-description" className="cw:text-fg-muted cw:text-sm">
              {description}
            </p>
          ) : null}
          <div className="cw:mt-auto cw:flex cw:flex-col cw:gap-2">
            <ProgressBar
              size="sm"
              aria-label={t("forms.campaign_card.progress", { percent })}
              value={percent}
              hideValueLabel
            />
            <p className="cw:text-sm">{t("forms.campaign_card.raised_of", { raised, goal })}</p>
            <p className="cw:text-xs cw:text-fg-muted">
              {t("forms.campaign_card.donations", { count })}
            </p>
          </div>
        </div>
      </article>
    </Card>
  );
}

function BadgeRow({
  campaign,
  state,
}: {
  campaign: CampaignCardCampaign;
  state: ReturnType<typeof campaignState>;
}) {
  const { t } = useTranslator();
  const badges = [
    campaign.verified ? (
      <Badge key="verified" size="sm" variant="success" icon={<BadgeCheck className="cw:size-3" />}>
        {t("forms.campaign_card.verified")}
      </Badge>
    ) : null,
    campaign.urgent && state === "ACTIVE" ? (
      <Badge key="urgent" size="sm" variant="danger" icon={<Flame className="cw:size-3" />}>
        {t("forms.campaign_card.urgent")}
      </Badge>
    ) : null,
    campaign.trust_club ? (
      <Badge key="trust" size="sm" variant="brand" icon={<ShieldCheck className="cw:size-3" />}>
        {t("forms.campaign_card.trust_club")}
      </Badge>
    ) : null,
    state !== "ACTIVE" ? (
      <Badge key="state" size="sm" variant={state === "SUCCESSFUL" ? "info" : "neutral"}>
        {t(`forms.campaign_card.state.${state.toLowerCase()}`)}
      </Badge>
    ) : null,
  ].filter(Boolean);
  if (badges.length === 0) return null;
  return <div className="cw:flex cw:flex-wrap cw:gap-1.5">{badges}</div>;
}
