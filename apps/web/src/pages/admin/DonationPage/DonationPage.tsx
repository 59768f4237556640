import {
  formatMoney,
  isApiError,
  staffMutations,
  staffQueries,
  useSubmission,
} from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { Alert, Badge } from "@causeway/ui";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { formatDate } from "../../../shared/format-date";
import { paidText } from "../DonationsPage/StaffDonationCard";
import { DecisionStatus } from "../shared/DecisionStatus";
import { DetailFailed, DetailLoading } from "../shared/DetailStates";
import { donationStateKey, donationStateVariant } from "../shared/donation-state";
import { Facts } from "../shared/Facts";
import { staffErrorText } from "../shared/staff-errors";
import { sectionPath } from "../staff-access";
import { RefundForm } from "./RefundForm";
import { RefundList } from "./RefundList";

/** The donation id of the path, or 0 (which the API answers 404, as an unknown one). */
export function donationIdOf(param: string | undefined): number {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

const linkClass =
  "cw:rounded-sm cw:text-primary cw:underline cw:underline-offset-2 cw:outline-none cw:hover:text-primary-hover cw:focus-visible:ring-2 cw:focus-visible:ring-focus";

/**
 * /admincp/donations/:donationId (issue 29): one donation as staff see it (what was paid and
 * what still counts, the donor, the provider's payment), its refunds, and the form that gives
 * money back through the provider.
 */
export function DonationPage() {
  const translator = useTranslator();
  const { t, locale } = translator;
  const donationId = donationIdOf(useParams().donationId);
  const query = useQuery(staffQueries.donation(donationId));
  // One refund per confirmation: a retry after a lost answer is answered with the first.
  const refund = useSubmission(staffMutations.refundDonation());
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (query.isPending) return <DetailLoading />;
  if (query.isError)
    return <DetailFailed error={query.error} onRetry={() => void query.refetch()} />;
  const item = query.data;
  const { donation } = item;
  const paidCurrency = donation.initiatedCurrency.abbreviation;
  const counted = formatMoney(donation.amount, donation.currency.abbreviation, locale);

  return (
    <div className="cw:flex cw:flex-col cw:gap-8">
      <header className="cw:flex cw:flex-col cw:gap-2">
        <Link
          to={sectionPath("donations")}
          className="cw:inline-flex cw:w-fit cw:items-center cw:gap-1 cw:rounded-sm cw:text-sm cw:font-medium cw:text-primary cw:outline-none cw:hover:underline cw:focus-visible:ring-2 cw:focus-visible:ring-focus"
        >
          <ArrowLeft aria-hidden size={16} className="cw:rtl:rotate-180" />
          {t("web.admin.donations.back")}
        </Link>
        <div className="cw:flex cw:flex-wrap cw:items-center cw:gap-2">
          <h1 className="cw:text-2xl cw:font-semibold">
            {t("web.admin.donations.heading", { id: donation.id })}
          </h1>
          <Badge variant={donationStateVariant(donation)}>{t(donationStateKey(donation))}</Badge>
        </div>
        <p className="cw:text-fg-muted">
          {t("web.admin.donations.to_campaign", { campaign: donation.campaign.name })}{" "}
          <Link to={`/campaign/${donation.campaign.url}`} reloadDocument className={linkClass}>
            {t("web.admin.campaigns.open_page")}
          </Link>
        </p>
      </header>
      {item.campaign_owes > 0 ? (
        // A refund made at the provider after the money was withdrawn: applied (the money has
        // left), and the campaign's balance is below zero until donations cover it.
        <Alert
          variant="warning"
          title={t("web.admin.donations.campaign_owes", {
            amount: formatMoney(item.campaign_owes, donation.currency.abbreviation, locale),
          })}
          description={t("web.admin.donations.campaign_owes_hint")}
        />
      ) : null}
      <DecisionStatus message={done} />
      <div className="cw:grid cw:gap-8 cw:lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="cw:flex cw:flex-col cw:gap-8">
          <section className="cw:rounded-lg cw:border cw:border-border cw:bg-surface-raised cw:p-5">
            <Facts
              rows={[
                [t("web.admin.donations.paid"), paidText(donation, locale)],
                [
                  t("web.admin.donations.tip"),
                  formatMoney(donation.initiatedTip, paidCurrency, locale),
                ],
                [t("web.admin.donations.counted"), counted],
                [
                  t("web.admin.donations.refunded"),
                  formatMoney(donation.refunded, paidCurrency, locale),
                ],
                [
                  t("web.admin.donations.donor"),
                  [
                    item.donor_name || t("web.admin.donations.anonymous"),
                    donation.is_anon ? t("web.admin.donations.anonymous_gift") : null,
                  ]
                    .filter(Boolean)
                    .join(" · "),
                ],
                [t("web.admin.donations.email"), item.email ?? "—"],
                [
                  t("web.admin.donations.method"),
                  t(`donate.method.${donation.payment_method.toLowerCase()}`),
                ],
                [
                  t("web.admin.donations.payment_id"),
                  <span key="payment" className="cw:break-all">
                    {donation.payment_id || "—"}
                  </span>,
                ],
                [t("web.admin.donations.date"), formatDate(donation.date_modified, locale)],
              ]}
            />
          </section>
          <RefundList refunds={item.refunds} currency={paidCurrency} />
        </div>
        <RefundForm
          // A new form once the donation changes: its amount starts at what is left.
          key={`${donation.refunded}-${donation.payment_status}`}
          item={item}
          isRefunding={refund.isPending}
          error={error}
          onRefund={({ amount, reason }) => {
            setDone(null);
            setError(null);
            return refund.submitAsync({ donationId, amount, reason }).then(
              () =>
                setDone(
                  t("web.admin.donations.refund_done", {
                    amount: formatMoney(amount, paidCurrency, locale),
                  }),
                ),
              (failure: unknown) => {
                setError(
                  isApiError(failure) && failure.status === 502
                    ? t("refund.error.provider_down")
                    : staffErrorText(failure, translator),
                );
                throw failure;
              },
            );
          }}
        />
      </div>
    </div>
  );
}
