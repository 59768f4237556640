"use client";
import type { Currency } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import {
  type DonateErrors,
  type DonateValues,
  defaultPresets,
  donateErrors,
  donationAmount,
  methodsFor,
  type PaymentMethod,
  toDonationPayload,
} from "@causeway/rules";
import { useMemo, useState } from "react";
import type { DonateDraft } from "./draft";

export type DonateField = "amount" | "method" | "name" | "email";

/** The fields in screen order (the error summary lists them so). */
export const DONATE_FIELDS: readonly DonateField[] = ["amount", "method", "name", "email"];

/** Where a server field error of the donation payload is shown. */
const SERVER_FIELD: Record<string, DonateField> = {
  amount: "amount",
  tip: "amount",
  currency: "amount",
  payment_method: "method",
  donator_name: "name",
  email: "email",
};

export function serverFieldOf(key: string): DonateField | null {
  return SERVER_FIELD[key] ?? null;
}

interface Options {
  currencies: readonly Currency[];
  defaultCurrencyId: number;
  presets?: readonly number[];
  isGuest: boolean;
  returnUrl: string;
  /** The form as the donor left it for a provider's page (a declined payment brings them back). */
  initial?: DonateDraft | null;
}

/** The donate form's controlled state over the rules of ./donate (no form library: bundle budget). */
export function useDonateForm({
  currencies,
  defaultCurrencyId,
  presets,
  isGuest,
  returnUrl,
  initial,
}: Options) {
  const { locale } = useTranslator();
  const [currencyId, setCurrencyId] = useState(initial?.currencyId ?? defaultCurrencyId);
  const currency =
    currencies.find((c) => c.id === currencyId) ??
    currencies.find((c) => c.id === defaultCurrencyId) ??
    null;
  const presetList = presets ?? defaultPresets(currency?.minValue ?? 0);
  const [presetIndex, setPresetIndex] = useState<number | null>(
    initial ? initial.presetIndex : presetList.length > 1 ? 1 : 0,
  );
  const [custom, setCustomRaw] = useState(initial?.custom ?? "");
  const [tipPercent, setTipPercent] = useState(initial?.tipPercent ?? 0);
  const [chosenMethod, setMethod] = useState<PaymentMethod | null>(initial?.method ?? null);
  const [isAnonymous, setAnonymous] = useState(initial?.isAnonymous ?? false);
  const [name, setName] = useState(initial?.name ?? "");
  const [email, setEmail] = useState(initial?.email ?? "");
  // A new attempt after a declined or cancelled payment is a new intent (a new Idempotency-Key).
  const [attempt, setAttempt] = useState(0);
  const [touched, setTouched] = useState<ReadonlySet<DonateField>>(new Set());
  const [serverErrors, setServerErrors] = useState<Partial<Record<DonateField, string>>>({});

  const methods = methodsFor(currency);
  const method =
    chosenMethod && methods.includes(chosenMethod) ? chosenMethod : (methods[0] ?? null);
  const preset = presetIndex === null ? null : (presetList[presetIndex] ?? null);
  // The other amount as typed ("12,50", "€12.50"), read for the locale and the currency's decimals.
  const typed = custom !== "" ? donationAmount(custom, currency, locale) : null;
  const amount = typed ? typed.amount : (preset ?? 0) * 100;
  const values: DonateValues = {
    amount,
    amountProblem: typed?.problem,
    tipPercent,
    currency,
    method,
    isAnonymous,
    name,
    email,
  };
  const errors: DonateErrors = donateErrors(values, isGuest);
  // One payload object per intent: a retry after a failure sends the same Idempotency-Key.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the values listed are the payload.
  const payload = useMemo(
    () => toDonationPayload(values, { isGuest, returnUrl }),
    [
      amount,
      tipPercent,
      currency?.id,
      method,
      isAnonymous,
      name,
      email,
      isGuest,
      returnUrl,
      attempt,
    ],
  );
  const draft: DonateDraft = {
    currencyId: currency?.id ?? currencyId,
    presetIndex: custom === "" ? presetIndex : null,
    custom,
    tipPercent,
    method,
    isAnonymous,
    name,
    email,
  };

  const touch = (field: DonateField) => setTouched((prev) => new Set(prev).add(field));
  const clearServer = (field: DonateField) =>
    setServerErrors((prev) => (field in prev ? { ...prev, [field]: undefined } : prev));
  const changed = (field: DonateField) => clearServer(field);

  return {
    currency,
    presets: presetList,
    methods,
    values,
    custom,
    /** The chosen preset's index, or null while a custom amount is typed. */
    presetIndex: custom === "" ? presetIndex : null,
    payload,
    /** Everything chosen and typed, to keep while the donor pays on a provider's page. */
    draft,
    /** The same values again as a new intent, after a payment that was declined or cancelled. */
    newIntent: () => setAttempt((n) => n + 1),
    isValid: Object.keys(errors).length === 0,
    /** A field's message: the server's until the field changes, else the rule's once touched. */
    errorOf: (field: DonateField) =>
      serverErrors[field] ?? (touched.has(field) ? errors[field] : undefined),
    setCurrency: (id: number) => {
      setCurrencyId(id);
      changed("amount");
    },
    choosePreset: (index: number) => {
      setPresetIndex(index);
      setCustomRaw("");
      touch("amount");
      changed("amount");
    },
    setCustom: (raw: string) => {
      setCustomRaw(raw);
      changed("amount");
    },
    setTipPercent,
    setMethod: (next: PaymentMethod) => {
      setMethod(next);
      changed("method");
    },
    setAnonymous,
    setName: (next: string) => {
      setName(next);
      changed("name");
    },
    setEmail: (next: string) => {
      setEmail(next);
      changed("email");
    },
    touch,
    /** A submit of an invalid form: every field shows its problem (nothing typed is cleared). */
    touchAll: () => setTouched(new Set(DONATE_FIELDS)),
    showServerErrors: (fields: Record<string, string>) => {
      const mapped: Partial<Record<DonateField, string>> = {};
      for (const [key, message] of Object.entries(fields)) {
        const field = serverFieldOf(key);
        if (field && !mapped[field]) mapped[field] = message;
      }
      setServerErrors(mapped);
      return mapped;
    },
  };
}

export type DonateForm = ReturnType<typeof useDonateForm>;
