"use client";
import {
  type BankAccount,
  type CurrencyRef,
  type Schema,
  type Withdraw,
  withdrawMutations,
} from "@causeway/api-client";
import { WIDGET_ROOT } from "@causeway/ui";
import { useMutation } from "@tanstack/react-query";
import { type Control, Controller, useForm, useWatch } from "react-hook-form";
import { AmountInput } from "../AmountInput";
import { amountToMinorUnits } from "../rules";
import {
  DiscardDialog,
  DocumentsFields,
  ErrorSummary,
  fieldId,
  ReasonsField,
  SubmitRow,
  useWithdrawalSession,
  WithdrawTotals,
} from "../WithdrawalFormParts";
import { BankAccountBox } from "./BankAccountBox";
import {
  EMPTY_OWNER_FORM,
  OWNER_FIELD_ORDER,
  type OwnerFormFields,
  ownerErrorsOf,
  ownerResolver,
  toOwnerPayload,
} from "./owner-form-values";

export interface OwnerWithdrawalFormProps {
  campaignId: number;
  /** The campaign's approved bank account (the status action of 000 §4 opens this form). */
  bankAccount: BankAccount;
  /**
   * The campaign's currency: the withdrawal's amount, tax and total are in it and the server takes
   * the withdrawal only in it, whatever the account is in (its bank converts). The account's
   * currency when omitted.
   */
  campaignCurrency?: CurrencyRef;
  reasons?: readonly Schema<"WithdrawReason">[];
  onSuccess: (withdraw: Withdraw) => void;
  onClose?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
}

const FORM = "owner-withdrawal";
const id = (path: string) => fieldId(FORM, path);

/** A withdrawal to the owner's own verified bank account. */
export function OwnerWithdrawalForm({
  campaignId,
  bankAccount,
  campaignCurrency,
  reasons,
  onSuccess,
  onClose,
  onDirtyChange,
}: OwnerWithdrawalFormProps) {
  const payIn = campaignCurrency ?? bankAccount.currency;
  const account = { bankAccountId: bankAccount.id, currencyId: payIn.id };
  const { control, handleSubmit, formState, setError } = useForm<OwnerFormFields>({
    defaultValues: EMPTY_OWNER_FORM,
    resolver: ownerResolver(account),
  });
  const mutation = useMutation(withdrawMutations.create(campaignId));
  const currency = payIn.abbreviation;
  const {
    session,
    submitting,
    dirtySensor,
    submit,
    close,
    confirming,
    setConfirming,
    message,
    summaryItems: items,
    top,
    summary,
  } = useWithdrawalSession<OwnerFormFields>({
    form: { control, formState, handleSubmit, setError },
    fieldOrder: OWNER_FIELD_ORDER,
    id,
    send: (fields) => mutation.mutateAsync(toOwnerPayload(fields, account)),
    errorsOf: ownerErrorsOf,
    onSuccess,
    onClose,
    onDirtyChange,
  });

  return (
    <form
      ref={top}
      noValidate
      onSubmit={submit}
      data-slot="owner-withdrawal-form"
      data-status={session.status}
      className={`${WIDGET_ROOT} flex w-full max-w-2xl flex-col gap-6`}
    >
      {dirtySensor}
      <ErrorSummary ref={summary} items={items} />
      <BankAccountBox account={bankAccount} payCurrency={payIn} />
      <Controller
        control={control}
        name="amount"
        render={({ field, fieldState }) => (
          <AmountInput
            id={id("amount")}
            currency={currency}
            value={field.value}
            onChange={(digits) => field.onChange(digits)}
            onBlur={field.onBlur}
            isInvalid={fieldState.invalid}
            errorMessage={message("amount")}
            isReadOnly={submitting}
          />
        )}
      />
      <ReasonsField
        control={control}
        reasons={reasons}
        id={id}
        message={message}
        isDisabled={submitting}
      />
      <DocumentsFields control={control} id={id} message={message} isDisabled={submitting} />
      <OwnerSubmit
        control={control}
        currency={currency}
        isSubmitting={submitting}
        onCancel={onClose ? close : undefined}
      />
      <DiscardDialog
        isOpen={confirming}
        onKeep={() => setConfirming(false)}
        onDiscard={() => {
          setConfirming(false);
          onClose?.();
        }}
      />
    </form>
  );
}

interface OwnerSubmitProps {
  control: Control<OwnerFormFields>;
  currency: string;
  isSubmitting: boolean;
  onCancel?: () => void;
}

/** Tax, total and submit: the only part besides the edited field that re-renders per keystroke. */
function OwnerSubmit({ control, currency, isSubmitting, onCancel }: OwnerSubmitProps) {
  const amount = useWatch({ control, name: "amount" });
  return (
    <>
      <WithdrawTotals amount={amountToMinorUnits(amount)} currency={currency} />
      <SubmitRow isSubmitting={isSubmitting} onCancel={onCancel} />
    </>
  );
}
