"use client";
import { type Control, useWatch } from "react-hook-form";
import { amountToMinorUnits, type LegacyTab } from "../rules";
import { WithdrawTotals } from "../WithdrawalFormParts";
import type { LegacyFormFields } from "./legacy-form-values";

export interface StepTotalsProps {
  control: Control<LegacyFormFields>;
  tab: LegacyTab;
  /** The source campaign's currency, until the bank tab's currency is chosen. */
  fallback: string;
}

/** The 9.4 % tax and the total, beside every step; re-renders alone as the amount is typed. */
export function StepTotals({ control, tab, fallback }: StepTotalsProps) {
  const amount = useWatch({ control, name: "amount" });
  const currency = useWatch({ control, name: "bank.currency" });
  const code = (tab === "bank" ? currency?.abbreviation : undefined) ?? fallback;
  return <WithdrawTotals amount={amountToMinorUnits(amount)} currency={code} />;
}
