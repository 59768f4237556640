"use client";
import type { CurrencyRef, Schema } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { type LegacyStep, type LegacyTab, MOTIVATIONAL_LETTER_MAX } from "@causeway/rules";
import { AmountInput } from "../AmountInput";
import { CampaignPicker } from "../CampaignPicker";
import { FormField, type FormStore } from "../form-store";
import { RestrictedTextarea } from "../RestrictedTextarea";
import {
  DocumentsFields,
  DocumentsPolicyNotice,
  ProviderBankFields,
  ReasonsField,
  ReferenceField,
} from "../WithdrawalFormParts";
import type { LegacyFormFields } from "./legacy-form-values";

export interface StepFieldsProps {
  tab: LegacyTab;
  /** Edit mode: the withdrawal resent (the documents policy measures it without itself). */
  withdrawId?: number;
  step: LegacyStep;
  form: FormStore<LegacyFormFields>;
  /** The campaign the money leaves. */
  campaign: { id: number; currency: CurrencyRef };
  currencies: readonly CurrencyRef[];
  reasons?: readonly Schema<"WithdrawReason">[];
  /** The translated error of a form field, if any. */
  message: (field: string) => string | undefined;
  /** The id of a form field's control, for the error summary's links. */
  id: (field: string) => string;
  isDisabled: boolean;
}

/** The fields of one step of one tab: 1 amount, 2 recipient or campaign, 3 documents. */
export function StepFields(props: StepFieldsProps) {
  const { tab, step } = props;
  if (step === 1) return <AmountStep {...props} />;
  if (tab === "campaign") return step === 2 ? <CampaignStep {...props} /> : <TransferNote />;
  return step === 2 ? <RecipientStep {...props} /> : <DocumentsStep {...props} />;
}

function AmountStep({
  tab,
  form,
  campaign,
  reasons,
  message,
  id,
  isDisabled,
  withdrawId,
}: StepFieldsProps) {
  // Always the campaign's currency: the provider's account may be in another.
  const currency = campaign.currency;
  return (
    <>
      <FormField
        form={form}
        name="amount"
        render={(field) => (
          <AmountInput
            id={id("amount")}
            value={field.value}
            onChange={(digits) => field.onChange(digits)}
            currency={currency.abbreviation}
            isInvalid={field.invalid}
            errorMessage={message("amount")}
            isReadOnly={isDisabled}
          />
        )}
      />
      {tab === "bank" ? (
        <>
          <ReasonsField
            form={form}
            reasons={reasons}
            id={id}
            message={message}
            isDisabled={isDisabled}
          />
          <DocumentsPolicyNotice form={form} campaignId={campaign.id} withdrawId={withdrawId} />
        </>
      ) : null}
    </>
  );
}

function RecipientStep({ form, campaign, currencies, message, id, isDisabled }: StepFieldsProps) {
  return (
    <>
      <ProviderBankFields
        form={form}
        id={id}
        message={message}
        currencies={currencies}
        payCurrency={campaign.currency}
        isDisabled={isDisabled}
      />
      <ReferenceField form={form} id={id} message={message} isDisabled={isDisabled} />
    </>
  );
}

function CampaignStep({ form, campaign, message, id, isDisabled }: StepFieldsProps) {
  const { t } = useTranslator();
  return (
    <>
      <FormField
        form={form}
        name="campaign"
        render={(field) => (
          <CampaignPicker
            id={id("campaign")}
            current={campaign}
            value={field.value}
            onChange={field.onChange}
            errorMessage={message("campaign")}
            isDisabled={isDisabled}
          />
        )}
      />
      <FormField
        form={form}
        name="motivationalMessage"
        render={(field) => (
          <RestrictedTextarea
            id={id("motivationalMessage")}
            label={t("forms.transfer.letter.label")}
            description={t("forms.transfer.letter.description")}
            maxLength={MOTIVATIONAL_LETTER_MAX}
            value={field.value}
            onChange={field.onChange}
            isInvalid={field.invalid}
            errorMessage={message("motivationalMessage")}
            isDisabled={isDisabled}
          />
        )}
      />
    </>
  );
}

function DocumentsStep({ form, campaign, message, id, isDisabled, withdrawId }: StepFieldsProps) {
  return (
    <>
      <DocumentsPolicyNotice form={form} campaignId={campaign.id} withdrawId={withdrawId} />
      <DocumentsFields
        form={form}
        id={id}
        message={message}
        isDisabled={isDisabled}
        isCommentRequired
      />
    </>
  );
}

function TransferNote() {
  const { t } = useTranslator();
  return <p className="text-sm text-fg-muted">{t("forms.legacy.transfer_no_documents")}</p>;
}
