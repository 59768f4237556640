"use client";
import { formatMoney, numberFormat } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { memo } from "react";
import { WITHDRAW_TAX_PER_MILLE, withdrawTotal } from "../rules";

export interface WithdrawTotalsProps {
  /** The amount in minor units. */
  amount: number;
  /** ISO 4217 code. */
  currency: string;
}

/** The 9.4 % tax and the total (amount + tax) of a withdrawal, formatted for the locale. */
export const WithdrawTotals = memo(function WithdrawTotals({
  amount,
  currency,
}: WithdrawTotalsProps) {
  const { t, locale } = useTranslator();
  const { tax, total } = withdrawTotal(amount);
  const rate = numberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(
    WITHDRAW_TAX_PER_MILLE / 1000,
  );
  return (
    <dl
      data-slot="withdraw-totals"
      className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-md bg-surface-muted p-3 text-sm"
    >
      <dt className="text-fg-muted">{t("forms.withdraw.tax", { rate })}</dt>
      <dd className="text-end tabular-nums">{formatMoney(tax, currency, locale)}</dd>
      <dt className="font-semibold">{t("forms.withdraw.total")}</dt>
      <dd className="text-end font-semibold tabular-nums">
        {formatMoney(total, currency, locale)}
      </dd>
    </dl>
  );
});
