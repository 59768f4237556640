"use client";
import type { CurrencyRef } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { NativeSelect, TextField } from "@causeway/ui";
import { RestrictedTextarea } from "../RestrictedTextarea";
import { type IbanEntryState, isIbanFieldLocked, RECIPIENT_NAME_MAX } from "../rules";
import { useIbanEntryDispatch } from "./useIbanEntryDispatch";

export interface IbanDetailsProps {
  value: IbanEntryState;
  onChange: (next: IbanEntryState) => void;
  /** Currencies the provider may be paid in. */
  currencies: readonly CurrencyRef[];
  /** Error per field (bic, bank, country, currency, holderName), already translated. */
  errors?: Partial<Record<"bic" | "bank" | "country" | "currency" | "holderName", string>>;
  /** Ids per field, so an error summary can link to them. */
  idPrefix?: string;
  isDisabled?: boolean;
}

/**
 * The bank details that go with an IBAN: currency, BIC, country, bank and recipient name. A field
 * the IBAN entry locked (picked provider, verified IBAN) is read-only and says where it came from.
 */
export function IbanDetails({
  value,
  onChange,
  currencies,
  errors = {},
  idPrefix = "iban",
  isDisabled,
}: IbanDetailsProps) {
  const { t } = useTranslator();
  const dispatch = useIbanEntryDispatch(value, onChange);
  const locked = (field: Parameters<typeof isIbanFieldLocked>[1]) =>
    isIbanFieldLocked(value, field);
  const lockedNote = t("forms.iban.locked");
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
    <div data-slot="iban-details" data-mode={value.mode} className="grid gap-4 sm:grid-cols-2">
      <NativeSelect<number>
        id={`${idPrefix}-currency`}
        label={t("forms.currency.label")}
        options={currencies.map((currency) => ({
          value: currency.id,
          label: `${currency.abbreviation} · ${currency.name}`,
        }))}
        value={value.currency?.id ?? null}
        onChange={(id) =>
          dispatch({
            type: "currencyChosen",
            currency: currencies.find((c) => c.id === id) ?? null,
          })
        }
        isDisabled={isDisabled || locked("currency")}
        description={locked("currency") ? lockedNote : undefined}
        isInvalid={errors.currency !== undefined}
        errorMessage={errors.currency}
      />
      {text("bic", t("forms.bic.label"), true)}
      {text("country", t("forms.country.label"), true)}
      {text("bank", t("forms.bank.label"))}
      <div className="sm:col-span-2">
        <RestrictedTextarea
          id={`${idPrefix}-holderName`}
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
}
