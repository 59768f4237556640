"use client";
import { useTranslator } from "@causeway/i18n/react";
import type { BeneficiaryKind } from "@causeway/rules";
import { BENEFICENT_NAME_MAX, BENEFICENT_RELATION_MAX } from "@causeway/rules";
import { Radio, RadioGroup, TextField, WIDGET_ROOT } from "@causeway/ui";
import { type CampaignFieldsProps, campaignFieldId } from "./fields";
import { useMessage } from "./useMessage";

export interface BeneficiaryFieldsProps extends CampaignFieldsProps {
  /** In favour of another campaign: that campaign is the beneficiary, nothing to choose. */
  inFavourOf?: { name: string } | null;
}

/** For whom the money is raised: the creator, another person (and how they are related), or an organisation. */
export function BeneficiaryFields({
  draft,
  errors,
  onChange,
  idPrefix = "campaign",
  isDisabled,
  inFavourOf,
}: BeneficiaryFieldsProps) {
  const { t } = useTranslator();
  const say = useMessage();
  if (inFavourOf) {
    return (
      <div
        data-slot="campaign-beneficiary"
        className={`${WIDGET_ROOT} cw:rounded-md cw:bg-surface-sunken cw:p-4 cw:text-sm`}
      >
        <p className="cw:font-medium">
          {t("forms.campaign_form.beneficiary.in_favour", { name: inFavourOf.name })}
        </p>
        <p className="cw:mt-1 cw:text-fg-muted">
          {t("forms.campaign_form.beneficiary.in_favour_hint")}
        </p>
      </div>
    );
  }
  const nameLabel = {
    self: "forms.campaign_form.beneficiary.your_name",
    person: "forms.campaign_form.beneficiary.their_name",
    business: "forms.campaign_form.beneficiary.organisation",
  }[draft.beneficiary];
  return (
    <div data-slot="campaign-beneficiary" className={`${WIDGET_ROOT} cw:flex cw:flex-col cw:gap-6`}>
      <RadioGroup
        id={campaignFieldId(idPrefix, "beneficiary")}
        label={t("forms.campaign_form.beneficiary.label")}
        variant="card"
        value={draft.beneficiary}
        isDisabled={isDisabled}
        onChange={(value) => onChange({ beneficiary: value as BeneficiaryKind })}
      >
        <Radio value="self" description={t("forms.campaign_form.beneficiary.self_hint")}>
          {t("forms.campaign_form.beneficiary.self")}
        </Radio>
        <Radio value="person" description={t("forms.campaign_form.beneficiary.person_hint")}>
          {t("forms.campaign_form.beneficiary.person")}
        </Radio>
        <Radio value="business" description={t("forms.campaign_form.beneficiary.business_hint")}>
          {t("forms.campaign_form.beneficiary.business")}
        </Radio>
      </RadioGroup>
      <TextField
        id={campaignFieldId(idPrefix, "beneficiaryName")}
        label={t(nameLabel)}
        value={draft.beneficiaryName}
        maxLength={BENEFICENT_NAME_MAX}
        autoComplete={draft.beneficiary === "self" ? "name" : "off"}
        isRequired
        isDisabled={isDisabled}
        errorMessage={say(errors.beneficiaryName)}
        isInvalid={errors.beneficiaryName !== undefined}
        onChange={(beneficiaryName) => onChange({ beneficiaryName })}
      />
      {draft.beneficiary === "person" ? (
        <TextField
          id={campaignFieldId(idPrefix, "relation")}
          label={t("forms.campaign_form.beneficiary.relation")}
          description={t("forms.campaign_form.beneficiary.relation_hint")}
          value={draft.relation}
          maxLength={BENEFICENT_RELATION_MAX}
          isRequired
          isDisabled={isDisabled}
          errorMessage={say(errors.relation)}
          isInvalid={errors.relation !== undefined}
          onChange={(relation) => onChange({ relation })}
        />
      ) : null}
      {draft.beneficiary === "business" ? (
        <TextField
          id={campaignFieldId(idPrefix, "businessName")}
          label={t("forms.campaign_form.beneficiary.legal_name")}
          description={t("forms.campaign_form.beneficiary.legal_name_hint")}
          value={draft.businessName}
          maxLength={BENEFICENT_NAME_MAX}
          showOptional
          isDisabled={isDisabled}
          errorMessage={say(errors.businessName)}
          isInvalid={errors.businessName !== undefined}
          onChange={(businessName) => onChange({ businessName })}
        />
      ) : null}
    </div>
  );
}
