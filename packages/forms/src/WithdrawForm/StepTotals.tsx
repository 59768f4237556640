"use client";
import { amountToMinorUnits } from "@causeway/rules";
import { type FormStore, useFieldValue } from "../form-store";
import { WithdrawTotals } from "../WithdrawalFormParts";
import type { LegacyFormFields } from "./legacy-form-values";

export interface StepTotalsProps {
  form: FormStore<LegacyFormFields>;
  /** The source campaign's currency, which every withdrawal and transfer is made in. */
  currency: string;
}

/** The 9.4 % tax and the total, beside every step; re-renders alone as the amount is typed. */
export function StepTotals({ form, currency }: StepTotalsProps) {
  const amount = useFieldValue(form, "amount");
  return <WithdrawTotals amount={amountToMinorUnits(amount)} currency={currency} />;
}
