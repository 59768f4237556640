"use client";
import { formatMoney, numberFormat } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import {
  exceedsAvailable,
  largestWithdrawal,
  WITHDRAW_TAX_PER_MILLE,
  withdrawTotal,
} from "@causeway/rules";
import { WIDGET_ROOT } from "@causeway/ui";
import { memo } from "react";

export interface WithdrawTotalsProps {
  /** The amount in minor units. */
  amount: number;
  /** ISO 4217 code. */
  currency: string;
  /**
   * The campaign's available balance, in minor units of `currency`, when known: shown, with the
   * most that can be asked for (its total, tax included, fits in it), in whole units of `step`.
   */
  available?: number;
  /** The amount box's step in minor units (100: whole units). */
  step?: number;
}

/**
 * The 9.4 % tax and the total (amount + tax) of a withdrawal, formatted for the locale; with the
 * available balance, what can be taken out and whether the total is over it.
 */
export const WithdrawTotals = memo(function WithdrawTotals({
  amount,
  currency,
  available,
  step = 100,
}: WithdrawTotalsProps) {
  const { t, locale } = useTranslator();
  const { tax, total } = withdrawTotal(amount);
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const rate = numberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(
    WITHDRAW_TAX_PER_MILLE / 1000,
  );
  const largest = available === undefined ? 0 : largestWithdrawal(available, step);
  const over = available !== undefined && exceedsAvailable(amount, available);
  return (
    <div
      data-slot="withdraw-totals"
      data-over={over || undefined}
      className={`${WIDGET_ROOT} cw:flex cw:flex-col cw:gap-2 cw:rounded-md cw:bg-surface-muted cw:p-3 cw:text-sm`}
    >
      <dl className="cw:grid cw:grid-cols-[1fr_auto] cw:gap-x-4 cw:gap-y-1">
        <dt className="cw:text-fg-muted">{t("forms.withdraw.tax", { rate })}</dt>
        <dd className="cw:text-end cw:tabular-nums">{money(tax)}</dd>
        <dt className="cw:font-semibold">{t("forms.withdraw.total")}</dt>
        <dd className="cw:text-end cw:font-semibold cw:tabular-nums">{money(total)}</dd>
        {available !== undefined ? (
          <>
            <dt className="cw:text-fg-muted">{t("forms.withdraw.available")}</dt>
            <dd className="cw:text-end cw:tabular-nums">{money(available)}</dd>
          </>
        ) : null}
      </dl>
      {available !== undefined ? (
        <p
          data-slot="withdraw-largest"
          className={over ? "cw:font-medium cw:text-danger" : "cw:text-fg-muted"}
        >
          {largest > 0
            ? t(over ? "forms.withdraw.over_available" : "forms.withdraw.largest", {
                amount: money(largest),
                total: money(withdrawTotal(largest).total),
              })
            : t("forms.withdraw.nothing_available")}
        </p>
      ) : null}
    </div>
  );
});
