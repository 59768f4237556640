"use client";
import {
  type Campaign,
  isApiFieldErrors,
  type Withdraw,
  withdrawMutations,
} from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { AmountInput } from "../AmountInput";
import { CampaignPicker } from "../CampaignPicker";
import { RestrictedTextarea } from "../RestrictedTextarea";
import {
  checkPayload,
  isFormDirty,
  MOTIVATIONAL_LETTER_MAX,
  toTransferFundsPayload,
  transferFundsPayloadSchema,
  transferSubmitState,
} from "../rules";
import { ErrorSummary, fieldId, SubmitRow } from "../WithdrawalFormParts";
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
  const mutation = useMutation(withdrawMutations.transferFunds());
  const top = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const dirty = isFormDirty({ amount: "", target: null, letter: "" }, { amount, target, letter });

  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  useEffect(() => {
    if (attempt === 0) return;
    top.current?.scrollIntoView?.({ block: "start" });
    summary.current?.focus();
  }, [attempt]);

  const state = transferSubmitState({
    amount,
    campaignName: target?.name ?? "",
    motivationalMessage: letter,
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = toTransferFundsPayload({
      amount,
      campaignName: target?.name ?? "",
      motivationalMessage: letter,
      campaignFrom: campaign.id,
      campaignTo: target?.id ?? null,
      currencyId: campaign.currency.id,
    });
    const check = checkPayload(transferFundsPayloadSchema, payload);
    if (!check.ok) {
      setErrors(transferErrorsOf(check.errors));
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    try {
      onSuccess(await mutation.mutateAsync(check.data));
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
      className="flex w-full max-w-2xl flex-col gap-6"
    >
      <ErrorSummary ref={summary} items={items} />
      <AmountInput
        id={ID.amount}
        currency={campaign.currency.abbreviation}
        value={amount}
        onChange={setAmount}
        isInvalid={errors.amount !== undefined}
        errorMessage={message("amount")}
        isReadOnly={submitting}
      />
      <CampaignPicker
        id={ID.campaign}
        current={campaign}
        value={target}
        onChange={setTarget}
        errorMessage={message("campaign")}
        isDisabled={submitting}
      />
      <RestrictedTextarea
        id={ID.letter}
        label={t("forms.transfer.letter.label")}
        description={t("forms.transfer.letter.description")}
        maxLength={MOTIVATIONAL_LETTER_MAX}
        value={letter}
        onChange={setLetter}
        isInvalid={errors.letter !== undefined}
        errorMessage={message("letter")}
        isDisabled={submitting}
      />
      <span id={ID.form} hidden />
      <SubmitRow
        state={state}
        isSubmitting={submitting}
        onCancel={onCancel}
        submitLabel={t("forms.transfer.submit")}
      />
    </form>
  );
}
