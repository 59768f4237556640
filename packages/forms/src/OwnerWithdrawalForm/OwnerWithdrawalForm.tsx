"use client";
import {
  type BankAccount,
  isApiFieldErrors,
  type Schema,
  type Withdraw,
  withdrawMutations,
} from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useReducer, useRef, useState } from "react";
import { type Control, Controller, get, useForm, useWatch } from "react-hook-form";
import { AmountInput } from "../AmountInput";
import { ReasonPicker } from "../ReasonPicker";
import {
  amountToMinorUnits,
  closeDecision,
  formSessionReducer,
  ownerSubmitState,
  startFormSession,
} from "../rules";
import {
  DiscardDialog,
  DocumentsFields,
  ErrorSummary,
  fieldId,
  SubmitRow,
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
  reasons,
  onSuccess,
  onClose,
  onDirtyChange,
}: OwnerWithdrawalFormProps) {
  const { t } = useTranslator();
  const account = { bankAccountId: bankAccount.id, currencyId: bankAccount.currency.id };
  const { control, handleSubmit, formState, setError } = useForm<OwnerFormFields>({
    defaultValues: EMPTY_OWNER_FORM,
    resolver: ownerResolver(account),
  });
  const mutation = useMutation(withdrawMutations.create(campaignId));
  const [session, dispatchSession] = useReducer(formSessionReducer, "create", startFormSession);
  const [confirming, setConfirming] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const top = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const currency = bankAccount.currency.abbreviation;

  useEffect(() => {
    dispatchSession({ type: "changed", dirty: formState.isDirty });
    onDirtyChange?.(formState.isDirty);
  }, [formState.isDirty, onDirtyChange]);
  useEffect(() => {
    if (attempt === 0) return;
    top.current?.scrollIntoView?.({ block: "start" });
    summary.current?.focus();
  }, [attempt]);

  const submit = handleSubmit(
    async (fields) => {
      dispatchSession({ type: "submitted" });
      try {
        const withdraw = await mutation.mutateAsync(toOwnerPayload(fields, account));
        dispatchSession({ type: "succeeded" });
        onSuccess(withdraw);
      } catch (error) {
        dispatchSession({ type: "failed" });
        const errors = isApiFieldErrors(error)
          ? ownerErrorsOf(error.fields)
          : [["root.server", "forms.withdraw.failed"] as const];
        for (const [field, message] of errors) setError(field, { type: "server", message });
        setAttempt((n) => n + 1);
      }
    },
    () => setAttempt((n) => n + 1),
  );
  const close = () => {
    const decision = closeDecision(session);
    if (decision === "confirm") setConfirming(true);
    else if (decision === "back-to-chooser") onClose?.();
  };
  const message = (path: string) => {
    const error = get(formState.errors, path) as { message?: string } | undefined;
    return error?.message ? t(error.message) : undefined;
  };
  const items = OWNER_FIELD_ORDER.flatMap((path) => {
    const text = message(path);
    return text ? [{ id: id(path), message: text }] : [];
  });
  const submitting = session.status === "submitting";

  return (
    <form
      ref={top}
      noValidate
      onSubmit={submit}
      data-slot="owner-withdrawal-form"
      data-status={session.status}
      className="flex w-full max-w-2xl flex-col gap-6"
    >
      <ErrorSummary ref={summary} items={items} />
      <BankAccountBox account={bankAccount} />
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
      <Controller
        control={control}
        name="reasons"
        render={({ field, fieldState }) => (
          <ReasonPicker
            id={id("reasons")}
            reasons={reasons}
            value={field.value}
            onChange={field.onChange}
            isInvalid={fieldState.invalid}
            errorMessage={message("reasons")}
            isDisabled={submitting}
          />
        )}
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
  const values = useWatch({ control }) as OwnerFormFields;
  return (
    <>
      <WithdrawTotals amount={amountToMinorUnits(values.amount)} currency={currency} />
      <SubmitRow state={ownerSubmitState(values)} isSubmitting={isSubmitting} onCancel={onCancel} />
    </>
  );
}
