"use client";
import {
  type BankAccount,
  type CurrencyRef,
  type Schema,
  useSubmission,
  type Withdraw,
  withdrawMutations,
} from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import {
  amountToMinorUnits,
  editedWithdrawal,
  emptyOwnerWithdrawal,
  type OwnerWithdrawalValues,
  ownerWithdrawalFormSchema,
} from "@causeway/rules";
import { WIDGET_ROOT } from "@causeway/ui";
import { useMutation } from "@tanstack/react-query";
import { AmountInput } from "../AmountInput";
import { FormField, type FormStore, useFieldValue, useFormStore } from "../form-store";
import { DiscardDialog, ErrorSummary, fieldId } from "../shared";
import {
  DocumentsFields,
  DocumentsPolicyNotice,
  EditedFlow,
  ReasonsField,
  SubmitRow,
  useWithdrawalSession,
  type WithdrawalEdit,
  WithdrawTotals,
} from "../WithdrawalFormParts";
import { sentOnce } from "../WithdrawalFormParts/sent-once";
import { BankAccountBox } from "./BankAccountBox";
import { OWNER_FIELD_ORDER, ownerProblems } from "./owner-form-values";

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
  /**
   * Edit mode: a pending request to the owner's account (`editedWithdrawal` of @causeway/rules
   * gives it from the stored withdrawal). The form opens on it, saves with PUT to the account shown
   * (`bankAccount`) and then shows the edit success modal.
   */
  edit?: WithdrawalEdit<OwnerWithdrawalValues>;
  /** After the server took the request (created, or saved in edit mode). */
  onSuccess?: (withdraw: Withdraw) => void;
  /** Closing: straight away when clean, after a confirmation when dirty; edit mode: the modal closed. */
  onClose?: () => void;
  /** Edit mode: the success modal's "Back to the campaign". */
  onBackToCampaign?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
}

const ownerValuesOf = (withdraw: Withdraw) => {
  const edited = editedWithdrawal(withdraw);
  return edited?.kind === "personal" ? edited.values : null;
};

/**
 * A withdrawal to the owner's own verified bank account; given `edit`, a pending one changed and
 * saved with PUT, then the edit success modal.
 */
export function OwnerWithdrawalForm(props: OwnerWithdrawalFormProps) {
  const { edit, onSuccess, onClose, onBackToCampaign } = props;
  if (!edit) return <OwnerForm {...props} />;
  return (
    <EditedFlow
      edit={edit}
      valuesOf={ownerValuesOf}
      onSuccess={onSuccess}
      onClose={onClose}
      onBackToCampaign={onBackToCampaign}
    >
      {(current, saved) => <OwnerForm {...props} edit={current} onSuccess={saved} />}
    </EditedFlow>
  );
}

const FORM = "owner-withdrawal";
const id = (path: string) => fieldId(FORM, path);

function OwnerForm({
  campaignId,
  bankAccount,
  campaignCurrency,
  reasons,
  edit,
  onSuccess,
  onClose,
  onDirtyChange,
}: OwnerWithdrawalFormProps) {
  const { t } = useTranslator();
  const payIn = campaignCurrency ?? bankAccount.currency;
  const form = useFormStore<OwnerWithdrawalValues>(
    edit
      ? { ...edit.values, bank_account: bankAccount.id }
      : emptyOwnerWithdrawal(bankAccount.id, payIn.id),
    ownerProblems,
  );
  // A retry of the same request after a failure is the same submission (its Idempotency-Key):
  // a withdrawal that did reach the server is answered, never asked for twice.
  const create = useSubmission(withdrawMutations.create(campaignId));
  const update = useMutation(withdrawMutations.update(campaignId));
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
  } = useWithdrawalSession<OwnerWithdrawalValues>({
    form,
    mode: edit ? "edit" : "create",
    fieldOrder: OWNER_FIELD_ORDER,
    id,
    send: (values) => {
      const payload = ownerWithdrawalFormSchema.parse(values);
      return edit
        ? update.mutateAsync({ withdrawId: edit.withdrawId, payload })
        : create.submitAsync(payload).then(sentOnce);
    },
    onSuccess: (withdraw) => onSuccess?.(withdraw),
    onClose,
    onDirtyChange,
  });

  return (
    <form
      ref={top}
      noValidate
      onSubmit={submit}
      aria-label={edit ? t("forms.withdraw.edit_title") : undefined}
      data-slot="owner-withdrawal-form"
      data-mode={edit ? "edit" : "create"}
      data-status={session.status}
      className={`${WIDGET_ROOT} cw:flex cw:w-full cw:max-w-2xl cw:flex-col cw:gap-6`}
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
      <DocumentsPolicyNotice form={form} campaignId={campaignId} withdrawId={edit?.withdrawId} />
      <DocumentsFields form={form} id={id} message={message} isDisabled={submitting} />
      <OwnerSubmit
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

interface OwnerSubmitProps {
  form: FormStore<OwnerWithdrawalValues>;
  currency: string;
  isSubmitting: boolean;
  submitLabel?: string | undefined;
  onCancel?: () => void;
}

/** Tax, total and submit: the only part besides the edited field that re-renders per keystroke. */
function OwnerSubmit({ form, currency, isSubmitting, submitLabel, onCancel }: OwnerSubmitProps) {
  const amount = useFieldValue(form, "amount");
  return (
    <>
      <WithdrawTotals amount={amountToMinorUnits(amount)} currency={currency} />
      <SubmitRow isSubmitting={isSubmitting} onCancel={onCancel} submitLabel={submitLabel} />
    </>
  );
}
