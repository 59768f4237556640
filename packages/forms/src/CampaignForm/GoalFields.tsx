"use client";
import { type CurrencyRef, formatMoney } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { draftGoal } from "@causeway/rules";
import { TextField, WIDGET_ROOT } from "@causeway/ui";
import { CurrencyPicker } from "../CurrencyPicker";
import type { CurrencyLike } from "../CurrencyPicker/currency-options";
import { type CampaignFieldsProps, campaignFieldId } from "./fields";
import { useMessage } from "./useMessage";

export type GoalCurrency = CurrencyLike & CurrencyRef & { zeroBased?: boolean };

export interface GoalFieldsProps extends CampaignFieldsProps {
  /** The currencies to offer (listCurrencies: 135+); loaded by the picker when omitted. */
  currencies?: readonly GoalCurrency[];
}

/** The digits after the decimal separator a currency shows: none for HUF, JPY (zeroBased). */
export const fractionDigitsOf = (currency: { zeroBased?: boolean } | null | undefined) =>
  currency?.zeroBased ? 0 : 2;

/** The goal and its currency; the goal is read as the user writes numbers and said back formatted. */
export function GoalFields({
  draft,
  errors,
  onChange,
  idPrefix = "campaign",
  isDisabled,
  currencies,
}: GoalFieldsProps) {
  const { t, locale } = useTranslator();
  const say = useMessage();
  const currency = currencies?.find((c) => c.id === draft.currency) ?? null;
  const goal = currency
    ? draftGoal(draft, { locale, fractionDigits: fractionDigitsOf(currency) })
    : null;
  return (
    <div data-slot="campaign-goal" className={`${WIDGET_ROOT} cw:flex cw:flex-col cw:gap-6`}>
      <CurrencyPicker
        id={campaignFieldId(idPrefix, "currency")}
        label={t("forms.campaign_form.currency")}
        description={t("forms.campaign_form.currency_hint")}
        value={draft.currency}
        currencies={currencies}
        isRequired
        isDisabled={isDisabled}
        errorMessage={say(errors.currency)}
        onChange={(id) => onChange({ currency: id })}
      />
      <TextField
        id={campaignFieldId(idPrefix, "goal")}
        label={t("forms.campaign_form.goal")}
        description={
          goal !== null && currency
            ? t("forms.campaign_form.goal_said", {
                amount: formatMoney(goal, currency.abbreviation, locale),
              })
            : t("forms.campaign_form.goal_hint")
        }
        inputMode="decimal"
        value={draft.goal}
        isRequired
        isDisabled={isDisabled}
        errorMessage={say(errors.goal)}
        isInvalid={errors.goal !== undefined}
        onChange={(value) => onChange({ goal: value })}
      />
    </div>
  );
}
