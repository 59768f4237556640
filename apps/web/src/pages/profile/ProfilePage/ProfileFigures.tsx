import { formatMoney, type User, userQueries } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { Skeleton } from "@causeway/ui";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { categoryName } from "../../campaign/CategoryPage/category-name";

interface Amount {
  amount: number;
  currency: { abbreviation: string };
}

/** A total in each currency, in the order the server lists them (currencies do not add up). */
function Amounts({ amounts }: { amounts: readonly Amount[] }) {
  const { locale } = useTranslator();
  return (
    <ul className="cw:flex cw:flex-col cw:gap-0.5">
      {amounts.map((entry) => (
        <li
          key={entry.currency.abbreviation}
          className="cw:break-words cw:font-semibold cw:text-xl cw:tabular-nums cw:sm:text-2xl"
        >
          {formatMoney(entry.amount, entry.currency.abbreviation, locale)}
        </li>
      ))}
    </ul>
  );
}

function Figure({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="cw:flex cw:flex-col cw:gap-1 cw:rounded-lg cw:border cw:border-border cw:bg-surface cw:p-4">
      <dt className="cw:text-fg-muted cw:text-sm">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * What a member gave and raised (001 §7): total donated in each currency (when they show their
 * donations, or to themself), total raised by their campaigns, and for a business its donations by
 * cause (business donation categories).
 */
export function ProfileFigures({ user, isOwn }: { user: User; isOwn: boolean }) {
  const { t } = useTranslator();
  const shown = isOwn || user.donation_settings?.visibility !== false;
  const donated = useQuery({ ...userQueries.totalDonations(user.id), enabled: shown });
  const earned = useQuery(userQueries.totalEarned(user.id));

  const figure = (
    query: { isPending: boolean; isError: boolean; data?: readonly Amount[] | undefined },
    none: string,
  ) => {
    if (query.isPending) return <Skeleton width="8rem" height={28} />;
    if (query.isError)
      return <p className="cw:text-fg-muted cw:text-sm">{t("web.profile.figure_failed")}</p>;
    if (!query.data?.length) return <p className="cw:text-fg-muted">{none}</p>;
    return <Amounts amounts={query.data} />;
  };

  return (
    <section aria-labelledby="profile-figures" className="cw:flex cw:flex-col cw:gap-4">
      <h2 id="profile-figures" className="cw:sr-only">
        {t("web.profile.figures")}
      </h2>
      <dl className="cw:grid cw:gap-3 cw:sm:grid-cols-2">
        <Figure term={t("web.profile.donated")}>
          {shown ? (
            figure(donated, t("web.profile.donated_none"))
          ) : (
            <p className="cw:text-fg-muted">{t("web.profile.donations_private_short")}</p>
          )}
        </Figure>
        <Figure term={t("web.profile.raised")}>
          {figure(earned, t("web.profile.raised_none"))}
        </Figure>
      </dl>
      {user.type === "business" && shown ? <DonationCauses userId={user.id} /> : null}
    </section>
  );
}

/** A business's donations by campaign category (GET /api/v2/user/{id}/business-donation-categories). */
function DonationCauses({ userId }: { userId: number }) {
  const translator = useTranslator();
  const { t, locale } = translator;
  const causes = useQuery(userQueries.donationCategories(userId));
  if (causes.isPending) return <Skeleton lines={2} />;
  if (causes.isError || causes.data.length === 0) return null;
  return (
    <section aria-labelledby="profile-causes" className="cw:flex cw:flex-col cw:gap-2">
      <h2 id="profile-causes" className="cw:font-semibold cw:text-lg">
        {t("web.profile.causes")}
      </h2>
      <ul className="cw:flex cw:flex-wrap cw:gap-2">
        {causes.data.map((entry) => (
          <li
            key={`${entry.category.id}-${entry.currency.abbreviation}`}
            className="cw:flex cw:items-baseline cw:gap-2 cw:rounded-full cw:border cw:border-border cw:px-3 cw:py-1 cw:text-sm"
          >
            <span>{categoryName(entry.category, translator)}</span>
            <span className="cw:font-semibold cw:tabular-nums">
              {formatMoney(entry.amount, entry.currency.abbreviation, locale)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
