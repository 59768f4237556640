"use client";
import { amountToMinorUnits } from "@causeway/rules";
import { AmountInput } from "../AmountInput";
import { FormField, type FormStore, useFieldValue } from "../form-store";
import { SubmitRow, WithdrawTotals } from "../WithdrawalFormParts";
import type { ProviderFormFields } from "./provider-form-values";

export interface ProviderSubmitProps {
  form: FormStore<ProviderFormFields>;
  /** The withdrawal's currency (the campaign's), ISO 4217. */
  currency: string;
  isSubmitting: boolean;
  /** The button's words ("Save changes" in edit mode); "Send request" when omitted. */
  submitLabel?: string | undefined;
  onCancel?: () => void;
}

/** Tax, total and submit: the only part besides the edited field that re-renders per keystroke. */
export function ProviderSubmit({
  form,
  currency,
  isSubmitting,
  submitLabel,
  onCancel,
}: ProviderSubmitProps) {
  const amount = useFieldValue(form, "amount");
  return (
    <>
      <WithdrawTotals amount={amountToMinorUnits(amount)} currency={currency} />
      <SubmitRow isSubmitting={isSubmitting} onCancel={onCancel} submitLabel={submitLabel} />
    </>
  );
}

export interface ProviderAmountProps {
  form: FormStore<ProviderFormFields>;
  id: string;
  /** The withdrawal's currency (the campaign's), ISO 4217. */
  currency: string;
  errorMessage?: string;
  isReadOnly: boolean;
}

/** The amount, in the campaign's currency (the provider's account may be in another). */
export function ProviderAmount({
  form,
  id,
  currency,
  errorMessage,
  isReadOnly,
}: ProviderAmountProps) {
  return (
    <FormField
      form={form}
      name="amount"
      render={(field) => (
        <AmountInput
          id={id}
          value={field.value}
          onChange={(digits) => field.onChange(digits)}
          currency={currency}
          isInvalid={field.invalid}
          errorMessage={errorMessage}
          isReadOnly={isReadOnly}
        />
      )}
    />
  );
}
