"use client";
import {
  type BankAccount,
  bankAccountMutations,
  type CurrencyRef,
  useSubmission,
} from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import {
  bankAccountSubmitState,
  EMPTY_IBAN_ENTRY,
  type IbanEntryState,
  isFormDirty,
  isIbanFieldLocked,
  RECIPIENT_NAME_MAX,
} from "@causeway/rules";
import { Alert, Select, SelectItem, TextField, WIDGET_ROOT } from "@causeway/ui";
import { type FormEvent, useEffect, useState } from "react";
import { currencyLabel } from "../CurrencyPicker/currency-options";
import { IbanField } from "../IbanField";
import { useIbanEntryDispatch } from "../IbanField/useIbanEntryDispatch";
import { Uploader, type UploadFn } from "../Uploader";
import { SubmitRow } from "../WithdrawalFormParts";
import {
  type BankAccountDocuments,
  bankAccountPayload,
  creationIbanError,
  formValues,
} from "./bank-account-form";

export interface BankAccountFormProps {
  campaignId: number;
  /**
   * The campaign's beneficiary (a person's or an organisation's name): the account holder the
   * form starts with, which the owner corrects to the name as the bank writes it.
   */
  beneficentName: string;
  currencies: readonly CurrencyRef[];
  defaultEntry?: Partial<IbanEntryState>;
  defaultDocuments?: Partial<BankAccountDocuments>;
  /** Replaces the API upload (stories, progress reporting). */
  upload?: UploadFn;
  onCreated?: (account: BankAccount) => void;
  onCancel?: () => void;
  /** Whether anything was typed, picked or uploaded since the form opened (until it is sent). */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * The bank-account creation form (000 §2): the account holder (the beneficiary's name, editable:
 * issue 25), IBAN with checksum and verification, currency, BIC, country, bank, documents, send. Sending is allowed exactly when
 * rules/bank-account-submit.ts says so; a failure is shown as the IBAN's error (000 §8).
 */
export function BankAccountForm({
  campaignId,
  beneficentName,
  currencies,
  defaultEntry,
  defaultDocuments,
  upload,
  onCreated,
  onCancel,
  onDirtyChange,
}: BankAccountFormProps) {
  const { t, has, locale } = useTranslator();
  const [initial] = useState(() => ({
    holder: beneficentName,
    entry: { ...EMPTY_IBAN_ENTRY, ...defaultEntry },
    documents: {
      account: defaultDocuments?.account ?? [],
      certificate: defaultDocuments?.certificate ?? [],
    } as BankAccountDocuments,
  }));
  const [holder, setHolder] = useState(initial.holder);
  const [entry, setEntry] = useState<IbanEntryState>(initial.entry);
  const [documents, setDocuments] = useState<BankAccountDocuments>(initial.documents);
  const [serverIbanError, setServerIbanError] = useState<string | null>(null);
  // One account per submission: a double click sends once; sending the same details again after a
  // failure carries the same Idempotency-Key, so the server never stores a second account.
  const create = useSubmission(bankAccountMutations.create(campaignId));
  const dispatch = useIbanEntryDispatch(entry, setEntry);
  const submit = bankAccountSubmitState(formValues(holder, entry, documents, serverIbanError));
  // Sent, nothing is left to lose.
  const dirty = !create.isSuccess && isFormDirty(initial, { holder, entry, documents });
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const changeEntry = (next: IbanEntryState) => {
    if (next.iban !== entry.iban) setServerIbanError(null);
    setEntry(next);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!submit.enabled || create.isPending || create.isSuccess) return;
    void create.submit(bankAccountPayload(campaignId, holder, entry, documents), {
      onSuccess: (account) => onCreated?.(account),
      onError: (error) => setServerIbanError(creationIbanError(error)),
    });
  };
  const locked = (field: "bic" | "bank" | "country" | "currency") =>
    isIbanFieldLocked(entry, field);
  const lockedNote = t("forms.iban.locked");
  const text = (field: "bic" | "country" | "bank", upper: boolean, maxLength?: number) => (
    <TextField
      label={t(`forms.${field}.label`)}
      value={entry[field]}
      onChange={(next) =>
        dispatch({ type: "edited", field, value: upper ? next.toUpperCase() : next })
      }
      isReadOnly={locked(field)}
      description={locked(field) ? lockedNote : undefined}
      maxLength={maxLength}
      isRequired
    />
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      data-slot="bank-account-form"
      className={`${WIDGET_ROOT} cw:flex cw:w-full cw:max-w-xl cw:flex-col cw:gap-4`}
    >
      {create.isSuccess ? (
        <Alert variant="success" isLive title={t("forms.bank_account.sent")} />
      ) : null}
      <TextField
        label={t("forms.bank_account.holder_label")}
        description={t("forms.bank_account.holder_hint")}
        value={holder}
        onChange={setHolder}
        maxLength={RECIPIENT_NAME_MAX}
        autoComplete="name"
        isRequired
      />
      <IbanField
        value={entry}
        onChange={changeEntry}
        // The owner's own account: a provider's (a clinic's) IBAN is never that.
        suggestProviders={false}
        errorMessage={
          serverIbanError
            ? has(serverIbanError)
              ? t(serverIbanError)
              : serverIbanError
            : undefined
        }
      />
      <div className="cw:grid cw:gap-4 cw:sm:grid-cols-2">
        <Select<CurrencyRef>
          label={t("forms.currency.label")}
          items={currencies}
          selectedKey={entry.currency?.id ?? null}
          onSelectionChange={(key) =>
            dispatch({
              type: "currencyChosen",
              currency: currencies.find((c) => c.id === key) ?? null,
            })
          }
          isDisabled={locked("currency")}
          isRequired
        >
          {(currency) => (
            <SelectItem id={currency.id} textValue={currencyLabel(currency, locale)}>
              {currencyLabel(currency, locale)}
            </SelectItem>
          )}
        </Select>
        {text("bic", true, 11)}
        {text("country", true, 2)}
        {text("bank", false)}
      </div>
      <Uploader
        label={t("forms.bank_account.account_documents")}
        purpose="document"
        value={documents.account}
        onChange={(account) => setDocuments((prev) => ({ ...prev, account }))}
        upload={upload}
      />
      <Uploader
        label={t("forms.bank_account.certificate_documents")}
        purpose="document"
        value={documents.certificate}
        onChange={(certificate) => setDocuments((prev) => ({ ...prev, certificate }))}
        upload={upload}
      />
      <SubmitRow
        state={create.isSuccess ? { enabled: false, blockers: [] } : submit}
        isSubmitting={create.isPending}
        onCancel={onCancel}
        submitLabel={t("forms.bank_account.send")}
      />
    </form>
  );
}
