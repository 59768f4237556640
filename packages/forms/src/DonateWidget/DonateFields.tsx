"use client";
import { type Currency, formatMoney } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import {
  donationFractionDigits,
  methodsFor,
  PAYMENT_METHODS,
  TIP_PERCENTS,
  tipAmount,
} from "@causeway/rules";
import { currencyLabel } from "../CurrencyPicker/currency-options";
import { ChoiceGroup } from "./ChoiceGroup";
import { LeanTextField } from "./lean";
import type { DonateField, DonateForm } from "./useDonateForm";

export interface DonateFieldsProps {
  form: DonateForm;
  /** A unique base (useId) the fields' element ids are made from; see donateFieldId. */
  idBase: string;
  currencies: readonly Currency[];
  isGuest: boolean;
  /** Translates a rule's key, or a server message as it came. */
  message: (key: string | undefined) => string | undefined;
}

const SELECT_CLASS =
  "cw:h-10 cw:w-full cw:rounded-md cw:border cw:border-border-strong cw:bg-surface cw:px-3 cw:text-sm cw:text-fg cw:outline-none cw:focus-visible:border-primary cw:focus-visible:ring-2 cw:focus-visible:ring-focus/40";

/**
 * The element that shows a field's problem, for the error summary's link: the amount's is the
 * "other amount" box once something is typed there, else the preset group.
 */
export function donateFieldId(idBase: string, field: DonateField, form: DonateForm): string {
  return field === "amount" && form.custom !== "" ? `${idBase}-custom` : `${idBase}-${field}`;
}

/** Text that never breaks across lines ("5 %"). */
function Nowrap({ children }: { children: string }) {
  return <span className="cw:whitespace-nowrap">{children}</span>;
}

/** Amount, currency, tip, payment method, anonymity and, for guests, the donor's details. */
export function DonateFields({
  form,
  idBase: id,
  currencies,
  isGuest,
  message,
}: DonateFieldsProps) {
  const { t, locale } = useTranslator();
  const currency = form.currency;
  const code = currency?.abbreviation ?? "EUR";
  const money = (minor: number, whole = false) =>
    formatMoney(minor, code, locale, { hideMinorUnits: whole || currency?.zeroBased });
  const min = money(currency?.minValue ?? 0);
  const available = methodsFor(currency);
  const amountError = message(form.errorOf("amount"));

  return (
    <>
      <ChoiceGroup
        id={`${id}-amount`}
        label={t("donate.amount.label")}
        name={`${id}-preset`}
        value={form.presetIndex}
        onChange={form.choosePreset}
        choices={form.presets.map((major, index) => ({
          value: index,
          label: money(major * 100, true),
        }))}
        errorMessage={form.custom === "" ? amountError : undefined}
        isRequired
      />
      {/* Side by side when the widget is wide enough, the currency under the amount on a phone. */}
      <div className="cw:@container">
        <div className="cw:grid cw:items-start cw:gap-3 cw:@sm:grid-cols-[1fr_auto]">
          <LeanTextField
            id={`${id}-custom`}
            label={t("donate.amount.custom", { currency: code })}
            description={t("donate.amount.minimum", { min })}
            inputMode={donationFractionDigits(currency) === 0 ? "numeric" : "decimal"}
            autoComplete="off"
            value={form.custom}
            onChange={form.setCustom}
            onBlur={() => form.custom !== "" && form.touch("amount")}
            errorMessage={form.custom !== "" ? amountError : undefined}
          />

          {currencies.length > 1 ? (
            <div className="cw:flex cw:flex-col cw:gap-1.5">
              <label htmlFor={`${id}-currency`} className="cw:text-sm cw:font-medium cw:text-fg">
                {t("donate.currency")}
              </label>
              <select
                id={`${id}-currency`}
                data-slot="donate-currency"
                className={SELECT_CLASS}
                value={currency?.id ?? ""}
                onChange={(event) => form.setCurrency(Number(event.target.value))}
              >
                {currencies.map((c) => (
                  <option key={c.id} value={c.id}>
                    {currencyLabel(c, locale)}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
        </div>
      </div>

      <ChoiceGroup
        label={t("donate.tip.label")}
        name={`${id}-tip`}
        description={t("donate.tip.description")}
        value={form.values.tipPercent}
        onChange={form.setTipPercent}
        choices={TIP_PERCENTS.map((percent) => ({
          value: percent,
          // The percentage on one line, the tip it makes under it (named "5 % · €1.25").
          label: percent === 0 ? t("donate.tip.none") : <Nowrap>{`${percent} %`}</Nowrap>,
          description:
            percent === 0 || form.values.amount === 0 ? undefined : (
              <>
                <span className="cw:sr-only"> · </span>
                {money(tipAmount(form.values.amount, percent))}
              </>
            ),
        }))}
      />

      <ChoiceGroup
        id={`${id}-method`}
        label={t("donate.method.label")}
        name={`${id}-method`}
        columns={3}
        value={form.values.method}
        onChange={form.setMethod}
        errorMessage={message(form.errorOf("method"))}
        isRequired
        choices={PAYMENT_METHODS.map((method) => ({
          value: method,
          label: t(`donate.method.${method.toLowerCase()}`),
          isDisabled: !available.includes(method),
          description: available.includes(method)
            ? undefined
            : t("donate.method.unavailable", { currency: code }),
        }))}
      />

      <label className="cw:flex cw:items-start cw:gap-2 cw:text-sm cw:text-fg">
        <input
          type="checkbox"
          checked={form.values.isAnonymous}
          onChange={(event) => form.setAnonymous(event.target.checked)}
          aria-describedby={`${id}-anon`}
          className="cw:mt-0.5 cw:size-4 cw:accent-(--cw-primary)"
        />
        <span className="cw:flex cw:flex-col">
          <span className="cw:font-medium">{t("donate.anonymous.label")}</span>
          <span id={`${id}-anon`} className="cw:text-xs cw:text-fg-muted">
            {t("donate.anonymous.description")}
          </span>
        </span>
      </label>

      {isGuest ? (
        <fieldset className="cw:grid cw:items-start cw:gap-3 cw:sm:grid-cols-2">
          <legend className="cw:mb-2 cw:text-sm cw:font-semibold cw:text-fg">
            {t("donate.donor.legend")}
          </legend>
          <LeanTextField
            id={`${id}-name`}
            label={t("donate.donor.name")}
            autoComplete="name"
            isRequired
            value={form.values.name}
            onChange={form.setName}
            onBlur={() => form.touch("name")}
            errorMessage={message(form.errorOf("name"))}
          />
          <LeanTextField
            id={`${id}-email`}
            label={t("donate.donor.email")}
            description={t("donate.donor.email_description")}
            type="email"
            autoComplete="email"
            isRequired
            value={form.values.email}
            onChange={form.setEmail}
            onBlur={() => form.touch("email")}
            errorMessage={message(form.errorOf("email"))}
          />
        </fieldset>
      ) : null}
    </>
  );
}
