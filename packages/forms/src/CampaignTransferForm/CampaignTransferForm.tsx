"use client";
import {
  type Campaign,
  isApiFieldErrors,
  useSubmission,
  type Withdraw,
  withdrawMutations,
  withdrawQueries,
} from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import {
  amountToMinorUnits,
  checkPayload,
  exceedsAvailable,
  isFormDirty,
  MOTIVATIONAL_LETTER_MAX,
  toTransferFundsPayload,
  transferFundsPayloadSchema,
  wholeAmountMessage,
} from "@causeway/rules";
import { WIDGET_ROOT } from "@causeway/ui";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { AmountInput } from "../AmountInput";
import { CampaignPicker } from "../CampaignPicker";
import { RestrictedTextarea } from "../RestrictedTextarea";
import { ErrorSummary, fieldId } from "../shared";
import { SubmitRow, WithdrawTotals } from "../WithdrawalFormParts";
import { sentOnce } from "../WithdrawalFormParts/sent-once";
import { TRANSFER_FIELD_ORDER, type TransferField, transferErrorsOf } from "./transfer-errors";

export interface CampaignTransferFormProps {
  /** The campaign the money leaves (its id and currency). */
  campaign: { id: number; currency: { id: number; abbreviation: string } };
  onSuccess: (withdraw: Withdraw) => void;
  onCancel?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
}

const FORM = "campaign-transfer";
const ID: Record<TransferField, string> = {
  amount: fieldId(FORM, "amount"),
  campaign: fieldId(FORM, "campaign"),
  letter: fieldId(FORM, "letter"),
  form: fieldId(FORM, "form"),
};

/**
 * A transfer to another campaign: amount, target campaign search and motivational letter (200).
 * Three fields, so a useReducer-free useState form: react-hook-form would add weight for nothing.
 * The tax, the total and the campaign's available balance (GET .../summary) are shown as the amount
 * is typed, with the most that can be moved; a total over the balance is refused before sending.
 */
export function CampaignTransferForm({
  campaign,
  onSuccess,
  onCancel,
  onDirtyChange,
}: CampaignTransferFormProps) {
  const { t } = useTranslator();
  const [amount, setAmount] = useState("");
  const [target, setTarget] = useState<Campaign | null>(null);
  const [letter, setLetter] = useState("");
  const [errors, setErrors] = useState<Partial<Record<TransferField, string>>>({});
  const [attempt, setAttempt] = useState(0);
  // A retry of the same transfer after a failure is the same submission (its Idempotency-Key).
  const mutation = useSubmission(withdrawMutations.transferFunds());
  const summaryQuery = useQuery(withdrawQueries.summary(campaign.id));
  // Only a balance in the campaign's currency counts (it always is; a stale or foreign one is not).
  const available =
    summaryQuery.data?.currency.id === campaign.currency.id
      ? summaryQuery.data.available_amount
      : undefined;
  const top = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const dirty = isFormDirty({ amount: "", target: null, letter: "" }, { amount, target, letter });

  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  useEffect(() => {
    if (attempt === 0) return;
    top.current?.scrollIntoView?.({ block: "start" });
    summary.current?.focus();
  }, [attempt]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const payload = toTransferFundsPayload({
      amount,
      campaignName: target?.name ?? "",
      motivationalMessage: letter,
      campaignFrom: campaign.id,
      campaignTo: target?.id ?? null,
      currencyId: campaign.currency.id,
    });
    const check = checkPayload(transferFundsPayloadSchema, payload);
    // An amount the box could not read ("150,25", "-50") is said as such, never sent as 0.
    const unread = wholeAmountMessage(amount);
    // The server's balance check, made before sending when the balance is known.
    const over =
      available !== undefined && payload.amount > 0 && exceedsAvailable(payload.amount, available);
    if (!check.ok || over || unread) {
      setErrors({
        ...(over ? { amount: "withdraw.validator.insufficient_funds" } : {}),
        ...transferErrorsOf(check.ok ? {} : check.errors),
        ...(unread ? { amount: unread } : {}),
      });
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    try {
      onSuccess(sentOnce(await mutation.submitAsync(check.data)));
    } catch (error) {
      setErrors(
        isApiFieldErrors(error)
          ? transferErrorsOf(error.fields)
          : { form: "forms.withdraw.failed" },
      );
      setAttempt((n) => n + 1);
    }
  };
  const message = (field: TransferField) => (errors[field] ? t(errors[field]) : undefined);
  // A field's message goes as soon as the field changes; the rest stay until the next submit.
  const edited =
    <T,>(field: TransferField, set: (value: T) => void) =>
    (value: T) => {
      set(value);
      if (errors[field]) setErrors(({ [field]: _fixed, ...rest }) => rest);
    };
  const items = TRANSFER_FIELD_ORDER.flatMap((field) =>
    errors[field] ? [{ id: ID[field], message: t(errors[field]) }] : [],
  );
  const submitting = mutation.isPending;

  return (
    <form
      ref={top}
      noValidate
      onSubmit={submit}
      data-slot="campaign-transfer-form"
      className={`${WIDGET_ROOT} cw:flex cw:w-full cw:max-w-2xl cw:flex-col cw:gap-6`}
    >
      <ErrorSummary ref={summary} items={items} />
      <AmountInput
        id={ID.amount}
        currency={campaign.currency.abbreviation}
        value={amount}
        onChange={edited("amount", setAmount)}
        isInvalid={errors.amount !== undefined}
        errorMessage={message("amount")}
        isReadOnly={submitting}
      />
      <CampaignPicker
        id={ID.campaign}
        current={campaign}
        value={target}
        onChange={edited("campaign", setTarget)}
        errorMessage={message("campaign")}
        isDisabled={submitting}
      />
      <RestrictedTextarea
        id={ID.letter}
        label={t("forms.transfer.letter.label")}
        description={t("forms.transfer.letter.description")}
        maxLength={MOTIVATIONAL_LETTER_MAX}
        value={letter}
        onChange={edited("letter", setLetter)}
        isInvalid={errors.letter !== undefined}
        errorMessage={message("letter")}
        isDisabled={submitting}
      />
      <WithdrawTotals
        amount={amountToMinorUnits(amount)}
        currency={campaign.currency.abbreviation}
        available={available}
      />
      <span id={ID.form} hidden />
      <SubmitRow
        isSubmitting={submitting}
        onCancel={onCancel}
        submitLabel={t("forms.transfer.submit")}
      />
    </form>
  );
}
