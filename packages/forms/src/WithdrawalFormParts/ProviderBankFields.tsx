"use client";
import type { CurrencyRef } from "@causeway/api-client";
import type { IbanEntryState } from "@causeway/rules";
import { FormField, type FormStore } from "../form-store";
import { IbanDetails, IbanField } from "../IbanField";
import type { PROVIDER_BANK_FIELD_ORDER } from "./bank-field-order";

type BankPath = (typeof PROVIDER_BANK_FIELD_ORDER)[number];

export interface ProviderBankFieldsProps {
  form: FormStore<{ bank: IbanEntryState }>;
  id: (path: BankPath | "bank") => string;
  message: (path: BankPath) => string | undefined;
  /** Currencies the provider's account may be in. */
  currencies: readonly CurrencyRef[];
  /** The withdrawal's currency (the campaign's), said when the account's differs. */
  payCurrency?: CurrencyRef;
  isDisabled: boolean;
}

/**
 * A provider's account, wired to the form's `bank` entry: the IBAN (verified on leaving it, or a
 * provider picked from the suggestions) and its details (currency, BIC, country, bank, holder), in
 * the new provider form and the legacy form's recipient step alike.
 */
export function ProviderBankFields({
  form,
  id,
  message,
  currencies,
  payCurrency,
  isDisabled,
}: ProviderBankFieldsProps) {
  return (
    <FormField
      form={form}
      name="bank"
      render={(field) => (
        <div className="flex flex-col gap-4">
          <IbanField
            id={id("bank.iban")}
            value={field.value}
            onChange={field.onChange}
            errorMessage={message("bank.iban")}
            isDisabled={isDisabled}
          />
          <IbanDetails
            idPrefix={id("bank")}
            value={field.value}
            onChange={field.onChange}
            currencies={currencies}
            {...(payCurrency ? { payCurrency } : {})}
            isDisabled={isDisabled}
            errors={{
              currency: message("bank.currency"),
              bic: message("bank.bic"),
              country: message("bank.country"),
              bank: message("bank.bank"),
              holderName: message("bank.holderName"),
            }}
          />
        </div>
      )}
    />
  );
}
