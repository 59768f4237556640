"use client";
import type { CurrencyRef } from "@causeway/api-client";
import { type Control, Controller, useWatch } from "react-hook-form";
import { AmountInput } from "../AmountInput";
import { amountToMinorUnits, providerSubmitState } from "../rules";
import { SubmitRow, WithdrawTotals } from "../WithdrawalFormParts";
import { type ProviderFormFields, toProviderValues } from "./provider-form-values";

export interface ProviderSubmitProps {
  control: Control<ProviderFormFields>;
  fallbackCurrency: string;
  isSubmitting: boolean;
  onCancel?: () => void;
}

/** Tax, total and submit: the only part besides the edited field that re-renders per keystroke. */
export function ProviderSubmit({
  control,
  fallbackCurrency,
  isSubmitting,
  onCancel,
}: ProviderSubmitProps) {
  const fields = useWatch({ control }) as ProviderFormFields;
  const state = providerSubmitState(toProviderValues(fields));
  const currency = fields.bank.currency?.abbreviation ?? fallbackCurrency;
  return (
    <>
      <WithdrawTotals amount={amountToMinorUnits(fields.amount)} currency={currency} />
      <SubmitRow state={state} isSubmitting={isSubmitting} onCancel={onCancel} />
    </>
  );
}

export interface ProviderAmountProps {
  control: Control<ProviderFormFields>;
  id: string;
  currencies: readonly CurrencyRef[];
  errorMessage?: string;
  isReadOnly: boolean;
}

/** The amount, labelled with the provider's currency once one is chosen. */
export function ProviderAmount({
  control,
  id,
  currencies,
  errorMessage,
  isReadOnly,
}: ProviderAmountProps) {
  const currency = useWatch({ control, name: "bank.currency" });
  return (
    <Controller
      control={control}
      name="amount"
      render={({ field, fieldState }) => (
        <AmountInput
          id={id}
          value={field.value}
          onChange={(digits) => field.onChange(digits)}
          onBlur={field.onBlur}
          currency={currency?.abbreviation ?? currencies[0]?.abbreviation ?? "EUR"}
          isInvalid={fieldState.invalid}
          errorMessage={errorMessage}
          isReadOnly={isReadOnly}
        />
      )}
    />
  );
}
