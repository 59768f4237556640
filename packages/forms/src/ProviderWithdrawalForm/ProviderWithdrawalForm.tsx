"use client";
import {
  type CurrencyRef,
  type Schema,
  useSubmission,
  type Withdraw,
  withdrawMutations,
} from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { editedWithdrawal, providerWithdrawalFormSchema } from "@causeway/rules";
import { WIDGET_ROOT } from "@causeway/ui";
import { useMutation } from "@tanstack/react-query";
import { useFormStore } from "../form-store";
import { DiscardDialog, ErrorSummary, fieldId } from "../shared";
import {
  DocumentsFields,
  DocumentsPolicyNotice,
  EditedFlow,
  ProviderBankFields,
  ReasonsField,
  ReferenceField,
  useWithdrawalSession,
  type WithdrawalEdit,
} from "../WithdrawalFormParts";
import { sentOnce } from "../WithdrawalFormParts/sent-once";
import { ProviderAmount, ProviderSubmit } from "./ProviderSubmit";
import {
  EMPTY_PROVIDER_FORM,
  PROVIDER_FIELD_ORDER,
  type ProviderFormFields,
  providerProblems,
} from "./provider-form-values";

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
  /** Create mode: values to start from. */
  defaultValues?: Partial<ProviderFormFields>;
  /**
   * Edit mode: a pending provider request (`editedWithdrawal` of @causeway/rules gives it from the
   * stored withdrawal). The form opens on it, saves with PUT and then shows the edit success modal.
   */
  edit?: WithdrawalEdit<ProviderFormFields>;
  /** After the server took the request (created, or saved in edit mode). */
  onSuccess?: (withdraw: Withdraw) => void;
  /** Closing: straight away when clean, after a confirmation when dirty; edit mode: the modal closed. */
  onClose?: () => void;
  /** Edit mode: the success modal's "Back to the campaign". */
  onBackToCampaign?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
}

/** The stored request's values, to edit it again after a save. */
const providerValuesOf = (withdraw: Withdraw) => {
  const edited = editedWithdrawal(withdraw);
  return edited?.kind === "service" ? edited.values : null;
};

/**
 * A withdrawal to a provider's bank account (000 §2, §3, §5), sent with an Idempotency-Key; given
 * `edit`, a pending one changed and saved with PUT, then the edit success modal.
 */
export function ProviderWithdrawalForm(props: ProviderWithdrawalFormProps) {
  const { edit, onSuccess, onClose, onBackToCampaign } = props;
  if (!edit) return <ProviderForm {...props} />;
  return (
    <EditedFlow
      edit={edit}
      valuesOf={providerValuesOf}
      onSuccess={onSuccess}
      onClose={onClose}
      onBackToCampaign={onBackToCampaign}
    >
      {(current, saved) => <ProviderForm {...props} edit={current} onSuccess={saved} />}
    </EditedFlow>
  );
}

const FORM = "provider-withdrawal";
const id = (path: string) => fieldId(FORM, path);

function ProviderForm({
  campaignId,
  campaignCurrency,
  currencies,
  reasons,
  defaultValues,
  edit,
  onSuccess,
  onClose,
  onDirtyChange,
}: ProviderWithdrawalFormProps) {
  const { t } = useTranslator();
  const payIn = campaignCurrency ?? currencies[0];
  const form = useFormStore<ProviderFormFields>(
    edit?.values ?? { ...EMPTY_PROVIDER_FORM, currency: payIn ?? null, ...defaultValues },
    providerProblems,
  );
  // A retry of the same request after a failure is the same submission (its Idempotency-Key):
  // a withdrawal that did reach the server is answered, never asked for twice.
  const create = useSubmission(withdrawMutations.create(campaignId));
  const update = useMutation(withdrawMutations.update(campaignId));
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
    mode: edit ? "edit" : "create",
    fieldOrder: PROVIDER_FIELD_ORDER,
    id,
    send: (values) => {
      const payload = providerWithdrawalFormSchema.parse(values);
      return edit
        ? update.mutateAsync({ withdrawId: edit.withdrawId, payload })
        : create.submitAsync(payload).then(sentOnce);
    },
    onSuccess: (withdraw) => onSuccess?.(withdraw),
    onClose,
    onDirtyChange,
  });
  const currency = form.get("currency")?.abbreviation ?? "EUR";

  return (
    <form
      ref={top}
      noValidate
      onSubmit={submit}
      aria-label={edit ? t("forms.withdraw.edit_title") : undefined}
      data-slot="provider-withdrawal-form"
      data-mode={edit ? "edit" : "create"}
      data-status={session.status}
      className={`${WIDGET_ROOT} cw:flex cw:w-full cw:max-w-2xl cw:scroll-mt-4 cw:flex-col cw:gap-6`}
    >
      {dirtySensor}
      <ErrorSummary ref={summary} items={summaryItems} />
      <ProviderAmount
        form={form}
        id={id("amount")}
        currency={currency}
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
      <DocumentsPolicyNotice form={form} campaignId={campaignId} withdrawId={edit?.withdrawId} />
      <DocumentsFields form={form} id={id} message={message} isDisabled={submitting} />
      <ProviderSubmit
        form={form}
        currency={currency}
        isSubmitting={submitting}
        submitLabel={edit ? t("forms.withdraw.save") : undefined}
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
