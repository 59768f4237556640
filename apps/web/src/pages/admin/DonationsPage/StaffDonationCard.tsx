import { formatMoney, type StaffDonation } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { Badge } from "@causeway/ui";
import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { formatDate } from "../../../shared/format-date";
import { donationStateKey, donationStateVariant } from "../shared/donation-state";
import { Facts } from "../shared/Facts";
import { sectionPath } from "../staff-access";

/** What the donor paid, the tip included, in the donor's currency. */
export const paidText = (donation: StaffDonation["donation"], locale: string) =>
  formatMoney(
    donation.initiatedAmount + donation.initiatedTip,
    donation.initiatedCurrency.abbreviation,
    locale,
  );

/**
 * A donation as the staff lookup shows it: what was paid to which campaign, its state, the donor
 * (named even when the gift is anonymous), and the way to its page.
 */
export function StaffDonationCard({ item }: { item: StaffDonation }) {
  const { t, locale } = useTranslator();
  const titleId = useId();
  const { donation } = item;
  return (
    <article
      aria-labelledby={titleId}
      className="cw:flex cw:flex-col cw:gap-3 cw:rounded-lg cw:border cw:border-border cw:bg-surface-raised cw:p-5"
    >
      <header className="cw:flex cw:flex-wrap cw:items-center cw:gap-2">
        <h2 id={titleId} className="cw:break-words cw:text-lg cw:font-semibold">
          {t("web.admin.donations.card_title", {
            amount: paidText(donation, locale),
            campaign: donation.campaign.name,
          })}
        </h2>
        <Badge variant={donationStateVariant(donation)} size="sm">
          {t(donationStateKey(donation))}
        </Badge>
      </header>
      <Facts
        rows={[
          [
            t("web.admin.donations.donor"),
            [item.donor_name, item.email].filter(Boolean).join(" · ") || "—",
          ],
          [t("web.admin.donations.id"), String(donation.id)],
          [
            t("web.admin.donations.method"),
            t(`donate.method.${donation.payment_method.toLowerCase()}`),
          ],
          [t("web.admin.donations.date"), formatDate(donation.date_modified, locale)],
        ]}
      />
      <Link
        to={`${sectionPath("donations")}/${donation.id}`}
        className="cw:inline-flex cw:w-fit cw:items-center cw:gap-1 cw:rounded-sm cw:text-sm cw:font-medium cw:text-primary cw:underline-offset-4 cw:outline-none cw:hover:underline cw:focus-visible:ring-2 cw:focus-visible:ring-focus"
      >
        {t("web.admin.donations.open", { id: donation.id })}
        <ArrowRight aria-hidden size={16} className="cw:rtl:rotate-180" />
      </Link>
    </article>
  );
}
