import { type Donation, formatMoney, type User } from "@causeway/api-client";
import { DonationsVisibilitySwitch, DonorCertificate } from "@causeway/forms";
import { useTranslator } from "@causeway/i18n/react";
import { Badge, buttonVariants, EmptyState, ErrorState, Link, Skeleton } from "@causeway/ui";
import { EyeOff } from "lucide-react";
import { PagedFooter } from "../../../shared/PagedFooter";
import { usePagedQuery } from "../../../shared/usePagedQuery";
import { PROFILE_PAGE_SIZE, userDonationsPageQuery } from "../profile-queries";

/**
 * A member's donations (GET /api/v2/user/{id}/donations), newest first, 8 at a time. Others see
 * only what the donor shows: nothing when they keep their donations private, and never one they
 * gave anonymously. The donor sees every one (the anonymous ones marked), decides who sees them
 * and gets their certificate.
 */
export function ProfileDonations({ user, isOwn }: { user: User; isOwn: boolean }) {
  const { t } = useTranslator();
  const name = user.name || user.username;
  const visible = user.donation_settings?.visibility !== false;
  return (
    <div className="cw:flex cw:flex-col cw:gap-6">
      {isOwn ? (
        <div className="cw:grid cw:gap-6 cw:rounded-lg cw:border cw:border-border cw:bg-surface cw:p-4 cw:lg:grid-cols-2">
          <DonationsVisibilitySwitch userId={user.id} visible={visible} />
          <DonorCertificate userId={user.id} headingLevel={3} />
        </div>
      ) : null}
      {isOwn || visible ? (
        <DonationList userId={user.id} name={name} isOwn={isOwn} />
      ) : (
        <EmptyState
          headingLevel={3}
          icon={<EyeOff aria-hidden size={32} />}
          title={t("web.profile.donations_private", { name })}
          description={t("web.profile.donations_private_hint")}
        />
      )}
    </div>
  );
}

function DonationList({ userId, name, isOwn }: { userId: number; name: string; isOwn: boolean }) {
  const { t } = useTranslator();
  const list = usePagedQuery({
    pageQuery: userDonationsPageQuery(userId),
    size: PROFILE_PAGE_SIZE,
    hasMore: (pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.donations.length, 0);
      return loaded < (pages[pages.length - 1]?.total ?? 0);
    },
  });
  if (list.isPending)
    return (
      <div aria-busy="true" className="cw:flex cw:flex-col cw:gap-3">
        <span className="cw:sr-only">{t("web.campaign.loading")}</span>
        <Skeleton shape="rect" height={64} />
        <Skeleton shape="rect" height={64} />
      </div>
    );
  if (list.isError)
    return (
      <ErrorState
        headingLevel={3}
        title={t("web.profile.donations_error")}
        description={t("web.campaign.error.description")}
        reloadLabel={t("web.campaign.retry")}
        onReload={list.retry}
      />
    );
  const donations = list.pages.flatMap((page) => page.donations);
  const total = Math.max(list.pages[0]?.total ?? 0, donations.length);
  if (donations.length === 0)
    return isOwn ? (
      <EmptyState
        headingLevel={3}
        title={t("web.profile.donations_none_own")}
        action={
          <Link
            href="/campaign"
            variant="plain"
            className={`${buttonVariants({ variant: "secondary" })} cw:no-underline`}
          >
            {t("web.profile.find_campaign")}
          </Link>
        }
      />
    ) : (
      <EmptyState headingLevel={3} title={t("web.profile.donations_none", { name })} />
    );
  return (
    <div className="cw:flex cw:max-w-3xl cw:flex-col cw:gap-4">
      <p role="status" className="cw:text-fg-muted cw:text-sm">
        {t("web.profile.donations_count", { count: total })}
      </p>
      <ul className="cw:flex cw:flex-col cw:gap-2">
        {donations.map((donation) => (
          <li key={donation.id}>
            <DonationItem donation={donation} />
          </li>
        ))}
      </ul>
      <PagedFooter
        list={list}
        moreLabel={t("web.profile.donations_more")}
        errorTitle={t("web.profile.donations_error")}
      />
    </div>
  );
}

/** One donation: the campaign it went to, when, how much; "anonymous" on the donor's own list. */
function DonationItem({ donation }: { donation: Donation }) {
  const { t, locale } = useTranslator();
  const date = new Date(donation.date_modified * 1000);
  return (
    <article
      data-slot="profile-donation"
      className="cw:flex cw:flex-wrap cw:items-center cw:justify-between cw:gap-x-4 cw:gap-y-1 cw:rounded-lg cw:border cw:border-border cw:bg-surface cw:px-4 cw:py-3"
    >
      <div className="cw:flex cw:min-w-0 cw:flex-col cw:gap-0.5">
        <Link
          href={`/campaign/${encodeURIComponent(donation.campaign.url)}`}
          variant="plain"
          className="cw:truncate cw:font-medium cw:text-fg cw:no-underline cw:data-[hovered]:text-primary cw:data-[hovered]:underline"
        >
          {donation.campaign.name}
        </Link>
        <p className="cw:flex cw:flex-wrap cw:items-center cw:gap-2 cw:text-fg-muted cw:text-sm">
          <time dateTime={date.toISOString()}>
            {new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(date)}
          </time>
          {donation.is_anon ? (
            <Badge size="sm" icon={<EyeOff aria-hidden size={12} />}>
              {t("web.profile.donation_anonymous")}
            </Badge>
          ) : null}
        </p>
      </div>
      <p className="cw:font-semibold cw:tabular-nums">
        {formatMoney(donation.amount, donation.currency.abbreviation, locale)}
      </p>
    </article>
  );
}
