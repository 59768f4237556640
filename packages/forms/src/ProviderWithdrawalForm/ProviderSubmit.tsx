"use client";
import { type Control, Controller, useWatch } from "react-hook-form";
import { AmountInput } from "../AmountInput";
import { amountToMinorUnits } from "../rules";
import { SubmitRow, WithdrawTotals } from "../WithdrawalFormParts";
import type { ProviderFormFields } from "./provider-form-values";

export interface ProviderSubmitProps {
  control: Control<ProviderFormFields>;
  /** The withdrawal's currency (the campaign's), ISO 4217. */
  currency: string;
  isSubmitting: boolean;
  onCancel?: () => void;
}

/** Tax, total and submit: the only part besides the edited field that re-renders per keystroke. */
export function ProviderSubmit({ control, currency, isSubmitting, onCancel }: ProviderSubmitProps) {
  const amount = useWatch({ control, name: "amount" });
  return (
    <>
      <WithdrawTotals amount={amountToMinorUnits(amount)} currency={currency} />
      <SubmitRow isSubmitting={isSubmitting} onCancel={onCancel} />
    </>
  );
}

export interface ProviderAmountProps {
  control: Control<ProviderFormFields>;
  id: string;
  /** The withdrawal's currency (the campaign's), ISO 4217. */
  currency: string;
  errorMessage?: string;
  isReadOnly: boolean;
}

/** The amount, in the campaign's currency (the provider's account may be in another). */
export function ProviderAmount({
  control,
  id,
  currency,
  errorMessage,
  isReadOnly,
}: ProviderAmountProps) {
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
          currency={currency}
          isInvalid={fieldState.invalid}
          errorMessage={errorMessage}
          isReadOnly={isReadOnly}
        />
      )}
    />
  );
}
