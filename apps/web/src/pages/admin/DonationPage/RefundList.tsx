import { type DonationRefund, formatMoney } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { Badge } from "@causeway/ui";
import { useId } from "react";
import { formatDate } from "../../../shared/format-date";

const STATUS: Record<
  DonationRefund["status"],
  { key: string; variant: "success" | "warning" | "danger" }
> = {
  SUCCEEDED: { key: "web.admin.donations.refund_state.succeeded", variant: "success" },
  PENDING: { key: "web.admin.donations.refund_state.pending", variant: "warning" },
  FAILED: { key: "web.admin.donations.refund_state.failed", variant: "danger" },
};

/**
 * A donation's refunds, newest first: how much, its state at the provider, why, who made it
 * (staff, or the provider's own dashboard) and when; a failed one says the provider's words.
 */
export function RefundList({ refunds, currency }: { refunds: DonationRefund[]; currency: string }) {
  const { t, locale } = useTranslator();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="cw:flex cw:flex-col cw:gap-3">
      <h2 id={headingId} className="cw:text-lg cw:font-semibold">
        {t("web.admin.donations.refunds")}
      </h2>
      {refunds.length === 0 ? (
        <p className="cw:text-sm cw:text-fg-muted">{t("web.admin.donations.no_refunds")}</p>
      ) : (
        <ul className="cw:flex cw:flex-col cw:gap-3">
          {refunds.map((refund) => (
            <li
              key={refund.id}
              className="cw:flex cw:flex-col cw:gap-1 cw:rounded-md cw:border cw:border-border cw:p-3 cw:text-sm"
            >
              <div className="cw:flex cw:flex-wrap cw:items-center cw:gap-2">
                <span className="cw:font-semibold">
                  {formatMoney(refund.amount, currency, locale)}
                </span>
                <Badge size="sm" variant={STATUS[refund.status].variant}>
                  {t(STATUS[refund.status].key)}
                </Badge>
                <span className="cw:text-fg-muted">
                  {formatDate(refund.created_at, locale)} ·{" "}
                  {t(
                    refund.by_staff
                      ? "web.admin.donations.by_staff"
                      : "web.admin.donations.by_provider",
                  )}
                </span>
              </div>
              {refund.reason ? <p className="cw:break-words">{refund.reason}</p> : null}
              {refund.status === "FAILED" && refund.failure ? (
                <p className="cw:break-words cw:text-danger">
                  {t("web.admin.donations.refund_failure", { reason: refund.failure })}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
