"use client";
import {
  type CurrencyRef,
  type Schema,
  type Withdraw,
  withdrawMutations,
} from "@causeway/api-client";
import { toProviderWithdrawalPayload } from "@causeway/rules";
import { WIDGET_ROOT } from "@causeway/ui";
import { useMutation } from "@tanstack/react-query";
import { useFormStore } from "../form-store";
import {
  DiscardDialog,
  DocumentsFields,
  DocumentsPolicyNotice,
  ErrorSummary,
  fieldId,
  ProviderBankFields,
  ReasonsField,
  ReferenceField,
  useWithdrawalSession,
} from "../WithdrawalFormParts";
import { ProviderAmount, ProviderSubmit } from "./ProviderSubmit";
import {
  EMPTY_PROVIDER_FORM,
  formErrorsOf,
  PROVIDER_FIELD_ORDER,
  type ProviderFormFields,
  toProviderValues,
} from "./provider-form-values";
import { providerProblems } from "./provider-problems";

export interface ProviderWithdrawalFormProps {
  campaignId: number;
  /**
   * The campaign's currency: the withdrawal's amount, tax and total are in it and the server takes
   * the withdrawal only in it, whatever the provider's account is in. `currencies[0]` when omitted.
   */
  campaignCurrency?: CurrencyRef;
  /** Currencies a provider's account may be in (the account currency field's choices). */
  currencies: readonly CurrencyRef[];
  /** The cost types; fetched when omitted. */
  reasons?: readonly Schema<"WithdrawReason">[];
  defaultValues?: Partial<ProviderFormFields>;
  onSuccess: (withdraw: Withdraw) => void;
  /** Closing: straight away when clean, after a confirmation when dirty. */
  onClose?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
}

const FORM = "provider-withdrawal";
const id = (path: string) => fieldId(FORM, path);

/** A withdrawal to a provider's bank account (000 §2, §3, §5), sent with an Idempotency-Key. */
export function ProviderWithdrawalForm({
  campaignId,
  campaignCurrency,
  currencies,
  reasons,
  defaultValues,
  onSuccess,
  onClose,
  onDirtyChange,
}: ProviderWithdrawalFormProps) {
  const form = useFormStore<ProviderFormFields>(
    { ...EMPTY_PROVIDER_FORM, ...defaultValues },
    providerProblems,
  );
  const mutation = useMutation(withdrawMutations.create(campaignId));
  const payIn = campaignCurrency ?? currencies[0];
  const {
    session,
    submitting,
    dirtySensor,
    submit,
    close,
    confirming,
    setConfirming,
    message,
    summaryItems,
    top,
    summary,
  } = useWithdrawalSession<ProviderFormFields>({
    form,
    fieldOrder: PROVIDER_FIELD_ORDER,
    id,
    send: (fields) =>
      mutation.mutateAsync(
        toProviderWithdrawalPayload({ ...toProviderValues(fields), campaignCurrency: payIn }),
      ),
    errorsOf: formErrorsOf,
    onSuccess,
    onClose,
    onDirtyChange,
  });

  return (
    <form
      ref={top}
      noValidate
      onSubmit={submit}
      data-slot="provider-withdrawal-form"
      data-status={session.status}
      className={`${WIDGET_ROOT} flex w-full max-w-2xl scroll-mt-4 flex-col gap-6`}
    >
      {dirtySensor}
      <ErrorSummary ref={summary} items={summaryItems} />
      <ProviderAmount
        form={form}
        id={id("amount")}
        currency={payIn?.abbreviation ?? "EUR"}
        errorMessage={message("amount")}
        isReadOnly={submitting}
      />
      <ReasonsField
        form={form}
        reasons={reasons}
        id={id}
        message={message}
        isDisabled={submitting}
      />
      <ProviderBankFields
        form={form}
        id={id}
        message={message}
        currencies={currencies}
        {...(payIn ? { payCurrency: payIn } : {})}
        isDisabled={submitting}
      />
      <ReferenceField form={form} id={id} message={message} isDisabled={submitting} />
      <DocumentsPolicyNotice form={form} campaignId={campaignId} />
      <DocumentsFields form={form} id={id} message={message} isDisabled={submitting} />
      <ProviderSubmit
        form={form}
        currency={payIn?.abbreviation ?? "EUR"}
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
