import { type Campaign, type Donation, formatMoney } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { Avatar, buttonVariants, EmptyState, ErrorState, Link } from "@causeway/ui";
import { HandHeart } from "lucide-react";
import type { ReactNode } from "react";
import { PagedFooter } from "../../../shared/PagedFooter";
import { usePagedQuery } from "../../../shared/usePagedQuery";
import { CAMPAIGN_PAGE_SIZE, campaignDonationsPageQuery } from "./campaign-sections";
import { SectionSkeleton } from "./SectionSkeleton";

/**
 * The campaign's donations (GET /campaign/{id}/donations: paid ones, newest first), 8 at a time
 * from offset 0 (001 §9) with "more" while fewer than the total are shown: who gave (an
 * anonymous gift says so and nothing else), how much in the campaign's currency, and when.
 */
export function CampaignDonations({
  campaign,
  canDonate,
}: {
  campaign: Campaign;
  canDonate: boolean;
}) {
  const { t } = useTranslator();
  const list = useDonationsList(campaign.id);
  if (list.isPending) return <SectionSkeleton kind="list" />;
  if (list.isError) return <DonationsError onReload={list.retry} />;
  const donations = list.pages.flatMap((page) => page.donations);
  const total = Math.max(list.pages[0]?.total ?? 0, donations.length);
  if (donations.length === 0)
    return (
      <EmptyState
        headingLevel={3}
        icon={<HandHeart aria-hidden size={24} />}
        title={t("web.campaign.donations.empty")}
        description={canDonate ? t("web.campaign.donations.empty_hint") : undefined}
        action={
          canDonate ? (
            <Link
              href={`/campaign/${campaign.url}/donate`}
              variant="plain"
              className={`${buttonVariants({ variant: "primary" })} cw:no-underline`}
            >
              {t("web.campaign.donations.first")}
            </Link>
          ) : undefined
        }
      />
    );
  return (
    <div className="cw:flex cw:flex-col cw:gap-3">
      <p className="cw:text-sm cw:text-fg-muted">
        {t("web.campaign.donations.count", { count: total })}
      </p>
      <ul className="cw:flex cw:flex-col cw:divide-y cw:divide-border cw:rounded-lg cw:border cw:border-border cw:bg-surface">
        {donations.map((donation) => (
          <li key={donation.id}>
            <DonationRow donation={donation} />
          </li>
        ))}
      </ul>
      <PagedFooter
        list={list}
        moreLabel={t("web.campaign.donations.more")}
        errorTitle={t("web.campaign.donations.error")}
      />
    </div>
  );
}

/** The campaign's donations read page by page (8 at a time) while fewer than the total are shown. */
export function useDonationsList(campaignId: number, states?: "all") {
  return usePagedQuery({
    pageQuery: campaignDonationsPageQuery(campaignId, states),
    size: CAMPAIGN_PAGE_SIZE,
    hasMore: (pages) => {
      const shown = pages.reduce((sum, page) => sum + page.donations.length, 0);
      return shown < (pages[pages.length - 1]?.total ?? 0);
    },
  });
}

/** The donations could not be read: said, with a retry. */
export function DonationsError({ onReload }: { onReload: () => void }) {
  const { t } = useTranslator();
  return (
    <ErrorState
      headingLevel={3}
      title={t("web.campaign.donations.error")}
      description={t("web.campaign.error.description")}
      reloadLabel={t("web.campaign.retry")}
      onReload={onReload}
    />
  );
}

/**
 * A donation: the donor (linked to their profile when a member gave by name), amount, date; the
 * owner's dashboard puts its thank-you after the amount (`action`).
 */
export function DonationRow({ donation, action }: { donation: Donation; action?: ReactNode }) {
  const { t, locale } = useTranslator();
  const date = new Date(donation.date_modified * 1000);
  const donor = donation.is_anon ? null : donation.donator;
  const name = donor?.name.trim() ? donor.name : null;
  return (
    <article
      data-slot="campaign-donation"
      data-anonymous={name === null || undefined}
      className="cw:flex cw:flex-wrap cw:items-center cw:gap-3 cw:px-4 cw:py-3 cw:sm:flex-nowrap"
    >
      <Avatar name={name ?? undefined} src={donor?.avatar?.square.path ?? null} alt="" size="sm" />
      <div className="cw:flex cw:min-w-0 cw:flex-1 cw:flex-col">
        <p className="cw:truncate cw:font-medium">
          {name === null ? (
            t("web.campaign.donations.anonymous")
          ) : donor?.username ? (
            <Link href={`/${encodeURIComponent(donor.username)}`} className="cw:text-fg">
              {name}
            </Link>
          ) : (
            name
          )}
        </p>
        <time dateTime={date.toISOString()} className="cw:text-sm cw:text-fg-muted">
          {new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(date)}
        </time>
      </div>
      <p className="cw:font-semibold cw:tabular-nums">
        {formatMoney(donation.amount, donation.currency.abbreviation, locale)}
      </p>
      {action ? (
        // Under the donation on a phone (the donor's name keeps the row's width), beside it wider.
        <div className="cw:flex cw:w-full cw:justify-end cw:sm:w-auto">{action}</div>
      ) : null}
    </article>
  );
}
