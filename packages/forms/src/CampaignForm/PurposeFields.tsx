"use client";
import type { Category } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { Checkbox, Radio, RadioGroup, Select, SelectItem, WIDGET_ROOT } from "@causeway/ui";
import { type CampaignFieldsProps, campaignFieldId } from "./fields";
import { useMessage } from "./useMessage";

type Labelled = Category & { label: string };

export interface PurposeFieldsProps extends CampaignFieldsProps {
  /** Every category (type "category") and disease (type "disease"); inactive ones are left out. */
  categories: readonly Category[];
  /** A category's name in the user's language (default: the server's name). */
  categoryLabel?: (category: Category) => string;
}

/** What the money is for: medical or another cause, the category, a medical campaign's disease. */
export function PurposeFields({
  draft,
  errors,
  onChange,
  idPrefix = "campaign",
  isDisabled,
  categories,
  categoryLabel = (category) => category.name,
}: PurposeFieldsProps) {
  const { t } = useTranslator();
  const say = useMessage();
  // Each option carries its label: the list re-renders when the names change (a dictionary that
  // arrives after the first render), as the collection keeps an item's rendering per object.
  const active = categories
    .filter((c) => c.status === "active")
    .map((c) => ({ ...c, label: categoryLabel(c) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const causes = active.filter((c) => c.type === "category");
  const diseases = active.filter((c) => c.type === "disease");
  return (
    <div data-slot="campaign-purpose" className={`${WIDGET_ROOT} cw:flex cw:flex-col cw:gap-6`}>
      <RadioGroup
        id={campaignFieldId(idPrefix, "type")}
        label={t("forms.campaign_form.type.label")}
        variant="card"
        value={draft.type}
        isRequired
        isDisabled={isDisabled}
        errorMessage={say(errors.type)}
        isInvalid={errors.type !== undefined}
        onChange={(value) => onChange({ type: value as "medical" | "other" })}
      >
        <Radio value="medical" description={t("forms.campaign_form.type.medical_hint")}>
          {t("forms.campaign_form.type.medical")}
        </Radio>
        <Radio value="other" description={t("forms.campaign_form.type.other_hint")}>
          {t("forms.campaign_form.type.other")}
        </Radio>
      </RadioGroup>
      <Select<Labelled>
        id={campaignFieldId(idPrefix, "category")}
        label={t("forms.campaign_form.category")}
        items={causes}
        selectedKey={draft.category}
        isRequired
        isDisabled={isDisabled}
        errorMessage={say(errors.category)}
        isInvalid={errors.category !== undefined}
        onSelectionChange={(key) => onChange({ category: key === null ? null : Number(key) })}
      >
        {(category) => (
          <SelectItem id={category.id} textValue={category.label}>
            {category.label}
          </SelectItem>
        )}
      </Select>
      {draft.type === "medical" ? (
        <Select<Labelled>
          id={campaignFieldId(idPrefix, "disease")}
          label={t("forms.campaign_form.disease")}
          description={t("forms.campaign_form.disease_hint")}
          items={diseases}
          selectedKey={draft.disease}
          showOptional
          isDisabled={isDisabled}
          errorMessage={say(errors.disease)}
          isInvalid={errors.disease !== undefined}
          onSelectionChange={(key) => onChange({ disease: key === null ? null : Number(key) })}
        >
          {(disease) => (
            <SelectItem id={disease.id} textValue={disease.label}>
              {disease.label}
            </SelectItem>
          )}
        </Select>
      ) : null}
      <Checkbox
        id={campaignFieldId(idPrefix, "urgent")}
        isSelected={draft.urgent}
        isDisabled={isDisabled}
        onChange={(urgent) => onChange({ urgent })}
      >
        {t("forms.campaign_form.urgent")}
      </Checkbox>
    </div>
  );
}
