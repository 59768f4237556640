"use client";
import type { CurrencyRef } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import {
  type IbanEntryAction,
  type IbanEntryState,
  isIbanFieldLocked,
  RECIPIENT_NAME_MAX,
} from "@causeway/rules";
import { NativeSelect, TextField, WIDGET_ROOT } from "@causeway/ui";
import { memo } from "react";
import { currencyLabel } from "../CurrencyPicker/currency-options";
import { RestrictedTextarea } from "../RestrictedTextarea";
import { useIbanEntryDispatch } from "./useIbanEntryDispatch";

export interface IbanDetailsProps {
  value: IbanEntryState;
  onChange: (next: IbanEntryState) => void;
  /** Currencies the provider may be paid in. */
  currencies: readonly CurrencyRef[];
  /**
   * The currency the withdrawal is paid in (the campaign's). Given, the currency field is the
   * account's own ("Account currency") and says when the bank converts the payment into it.
   */
  payCurrency?: CurrencyRef;
  /** Error per field (bic, bank, country, currency, holderName), already translated. */
  errors?: Partial<Record<"bic" | "bank" | "country" | "currency" | "holderName", string>>;
  /** Ids per field, so an error summary can link to them. */
  idPrefix?: string;
  isDisabled?: boolean;
}

/**
 * The bank details that go with an IBAN: currency, BIC, country, bank and recipient name. A field
 * the IBAN entry locked (picked provider, verified IBAN) is read-only and says where it came from.
 * Typing the IBAN itself does not re-render them (each keystroke stays well under a frame).
 */
export function IbanDetails({ value, onChange, errors = {}, ...rest }: IbanDetailsProps) {
  const dispatch = useIbanEntryDispatch(value, onChange);
  const { iban: _typed, ...details } = value;
  return <DetailsFields {...rest} details={details} errors={errors} dispatch={dispatch} />;
}

interface DetailsFieldsProps extends Omit<IbanDetailsProps, "value" | "onChange" | "errors"> {
  details: Omit<IbanEntryState, "iban">;
  errors: NonNullable<IbanDetailsProps["errors"]>;
  dispatch: (action: IbanEntryAction) => void;
}

/** Shallow equality, one level deeper for the details and the errors. */
function sameFields(before: DetailsFieldsProps, after: DetailsFieldsProps): boolean {
  const shallow = (a: object, b: object) => {
    const left = a as Record<string, unknown>;
    const right = b as Record<string, unknown>;
    const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
    return [...keys].every((key) => Object.is(left[key], right[key]));
  };
  const { details: d1, errors: e1, ...rest1 } = before;
  const { details: d2, errors: e2, ...rest2 } = after;
  return shallow(rest1, rest2) && shallow(d1, d2) && shallow(e1, e2);
}

const DetailsFields = memo(function DetailsFields({
  details,
  dispatch,
  currencies,
  payCurrency,
  errors,
  idPrefix = "iban",
  isDisabled,
}: DetailsFieldsProps) {
  const { t, locale } = useTranslator();
  const value = details;
  const locked = (field: Parameters<typeof isIbanFieldLocked>[1]) =>
    isIbanFieldLocked({ ...details, iban: "" }, field);
  const lockedNote = t("forms.iban.locked");
  const converted =
    payCurrency && value.currency && value.currency.id !== payCurrency.id
      ? t("forms.currency.converted", {
          paid: payCurrency.abbreviation,
          account: value.currency.abbreviation,
        })
      : undefined;
  const currencyNote =
    [locked("currency") ? lockedNote : undefined, converted].filter(Boolean).join(" ") || undefined;
  const text = (field: "bic" | "bank" | "country", label: string, upper = false) => (
    <TextField
      id={`${idPrefix}-${field}`}
      label={label}
      value={value[field]}
      onChange={(next) =>
        dispatch({ type: "edited", field, value: upper ? next.toUpperCase() : next })
      }
      isReadOnly={locked(field)}
      isDisabled={isDisabled}
      description={locked(field) ? lockedNote : undefined}
      isInvalid={errors[field] !== undefined}
      errorMessage={errors[field]}
      maxLength={field === "country" ? 2 : field === "bic" ? 11 : undefined}
    />
  );
  return (
    <div
      data-slot="iban-details"
      data-mode={value.mode}
      className={`${WIDGET_ROOT} cw:grid cw:gap-4 cw:sm:grid-cols-2`}
    >
      <NativeSelect<number>
        id={`${idPrefix}-currency`}
        label={t(payCurrency ? "forms.currency.account_label" : "forms.currency.label")}
        options={currencies.map((currency) => ({
          value: currency.id,
          label: currencyLabel(currency, locale),
        }))}
        value={value.currency?.id ?? null}
        onChange={(id) =>
          dispatch({
            type: "currencyChosen",
            currency: currencies.find((c) => c.id === id) ?? null,
          })
        }
        isDisabled={isDisabled || locked("currency")}
        description={currencyNote}
        isInvalid={errors.currency !== undefined}
        errorMessage={errors.currency}
      />
      {text("bic", t("forms.bic.label"), true)}
      {text("country", t("forms.country.label"), true)}
      {text("bank", t("forms.bank.label"))}
      <div className="cw:sm:col-span-2">
        <RestrictedTextarea
          id={`${idPrefix}-holder-name`}
          singleLine
          label={t("forms.recipient.label")}
          maxLength={RECIPIENT_NAME_MAX}
          value={value.holderName}
          onChange={(next) => dispatch({ type: "edited", field: "holderName", value: next })}
          isReadOnly={locked("holderName")}
          isDisabled={isDisabled}
          description={locked("holderName") ? lockedNote : undefined}
          isInvalid={errors.holderName !== undefined}
          errorMessage={errors.holderName}
        />
      </div>
    </div>
  );
}, sameFields);
