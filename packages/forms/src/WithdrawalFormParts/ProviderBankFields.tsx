"use client";
import type { CurrencyRef } from "@causeway/api-client";
import type { IbanEntryState } from "@causeway/rules";
import { FormField, type FormStore } from "../form-store";
import { IbanDetails, IbanField } from "../IbanField";
import type { PROVIDER_BANK_FIELD_ORDER } from "./bank-field-order";

type BankPath = (typeof PROVIDER_BANK_FIELD_ORDER)[number];

export interface ProviderBankFieldsProps {
  form: FormStore<{ provider: IbanEntryState }>;
  id: (path: BankPath | "provider") => string;
  message: (path: BankPath) => string | undefined;
  /** Currencies the provider's account may be in. */
  currencies: readonly CurrencyRef[];
  /** The withdrawal's currency (the campaign's), said when the account's differs. */
  payCurrency?: CurrencyRef;
  isDisabled: boolean;
}

/**
 * A provider's account, wired to the form's `provider` entry (the payload's key): the IBAN
 * (verified on leaving it, or a provider picked from the suggestions) and its details (currency,
 * BIC, country, bank, holder), each showing the error of its payload path (`provider.holder_name`).
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
      name="provider"
      render={(field) => (
        <div className="cw:flex cw:flex-col cw:gap-4">
          <IbanField
            id={id("provider.iban")}
            value={field.value}
            onChange={field.onChange}
            errorMessage={message("provider.iban")}
            isDisabled={isDisabled}
          />
          <IbanDetails
            idPrefix={id("provider")}
            value={field.value}
            onChange={field.onChange}
            currencies={currencies}
            {...(payCurrency ? { payCurrency } : {})}
            isDisabled={isDisabled}
            errors={{
              currency: message("provider.currency"),
              bic: message("provider.bic"),
              country: message("provider.country"),
              bank: message("provider.bank"),
              holderName: message("provider.holder_name"),
            }}
          />
        </div>
      )}
    />
  );
}
