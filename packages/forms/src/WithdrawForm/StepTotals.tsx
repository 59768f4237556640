"use client";
import { type Control, useWatch } from "react-hook-form";
import { amountToMinorUnits } from "../rules";
import { WithdrawTotals } from "../WithdrawalFormParts";
import type { LegacyFormFields } from "./legacy-form-values";

export interface StepTotalsProps {
  control: Control<LegacyFormFields>;
  /** The source campaign's currency, which every withdrawal and transfer is made in. */
  currency: string;
}

/** The 9.4 % tax and the total, beside every step; re-renders alone as the amount is typed. */
export function StepTotals({ control, currency }: StepTotalsProps) {
  const amount = useWatch({ control, name: "amount" });
  return <WithdrawTotals amount={amountToMinorUnits(amount)} currency={currency} />;
}
