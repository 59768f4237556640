"use client";
import {
  type BankAccount,
  type CurrencyRef,
  type Schema,
  type Withdraw,
  withdrawMutations,
} from "@causeway/api-client";
import { amountToMinorUnits } from "@causeway/rules";
import { WIDGET_ROOT } from "@causeway/ui";
import { useMutation } from "@tanstack/react-query";
import { AmountInput } from "../AmountInput";
import { FormField, type FormStore, useFieldValue, useFormStore } from "../form-store";
import {
  DiscardDialog,
  DocumentsFields,
  DocumentsPolicyNotice,
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
  ownerProblems,
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
  const form = useFormStore<OwnerFormFields>(EMPTY_OWNER_FORM, ownerProblems(account));
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
    form,
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
      <FormField
        form={form}
        name="amount"
        render={(field) => (
          <AmountInput
            id={id("amount")}
            currency={currency}
            value={field.value}
            onChange={(digits) => field.onChange(digits)}
            isInvalid={field.invalid}
            errorMessage={message("amount")}
            isReadOnly={submitting}
          />
        )}
      />
      <ReasonsField
        form={form}
        reasons={reasons}
        id={id}
        message={message}
        isDisabled={submitting}
      />
      <DocumentsPolicyNotice form={form} campaignId={campaignId} />
      <DocumentsFields form={form} id={id} message={message} isDisabled={submitting} />
      <OwnerSubmit
        form={form}
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
  form: FormStore<OwnerFormFields>;
  currency: string;
  isSubmitting: boolean;
  onCancel?: () => void;
}

/** Tax, total and submit: the only part besides the edited field that re-renders per keystroke. */
function OwnerSubmit({ form, currency, isSubmitting, onCancel }: OwnerSubmitProps) {
  const amount = useFieldValue(form, "amount");
  return (
    <>
      <WithdrawTotals amount={amountToMinorUnits(amount)} currency={currency} />
      <SubmitRow isSubmitting={isSubmitting} onCancel={onCancel} />
    </>
  );
}
