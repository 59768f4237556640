"use client";
import { settingsQueries } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { Button, ComboBox, cn, SelectItem, WIDGET_ROOT } from "@causeway/ui";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useMemo, useState } from "react";
import {
  type CurrencyLike,
  currencyLabel,
  currencyName,
  currencyOptions,
  matchesCurrency,
} from "./currency-options";

export interface CurrencyPickerProps<T extends CurrencyLike = CurrencyLike> {
  /** The chosen currency's id. */
  value: number | null;
  onChange: (id: number | null, currency: T | null) => void;
  onBlur?: () => void;
  /** The currencies to offer; without them the picker loads the API's list (listCurrencies). */
  currencies?: readonly T[];
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  id?: string;
  name?: string;
  className?: string;
}

/**
 * A searchable currency field: each option shows the code and the name (in the user's language
 * when Intl knows the code); typing filters by code, sign or name. The value is the currency id.
 */
export function CurrencyPicker<T extends CurrencyLike = CurrencyLike>({
  value,
  onChange,
  onBlur,
  currencies,
  label,
  description,
  errorMessage,
  isDisabled,
  isRequired,
  id,
  name,
  className,
}: CurrencyPickerProps<T>) {
  const { t, locale } = useTranslator();
  const remote = useQuery({ ...settingsQueries.currencies(), enabled: currencies === undefined });
  const all = useMemo(
    () => currencyOptions((currencies ?? (remote.data as T[] | undefined) ?? []) as T[]),
    [currencies, remote.data],
  );
  const selected = all.find((c) => c.id === value) ?? null;
  const selectedLabel = selected ? currencyLabel(selected, locale) : "";
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? selectedLabel;
  // While the box shows the chosen currency, the list offers every currency.
  const query = typed === null || typed === selectedLabel ? "" : typed;
  const items = all.filter((c) => matchesCurrency(c, query, locale));
  const failed = currencies === undefined && remote.isError;

  return (
    <div data-slot="currency-picker" className={cn(WIDGET_ROOT, className)}>
      <ComboBox<T>
        id={id}
        name={name}
        label={label ?? t("forms.currency.label")}
        description={description}
        errorMessage={failed ? t("forms.currency.load_failed") : errorMessage}
        isInvalid={failed || errorMessage !== undefined}
        isDisabled={isDisabled}
        isRequired={isRequired}
        isLoading={currencies === undefined && remote.isPending}
        items={items}
        inputValue={text}
        onInputChange={(next) => {
          setTyped(next);
          if (selected && next !== selectedLabel && next.trim() === "") onChange(null, null);
        }}
        selectedKey={value}
        onSelectionChange={(key) => {
          const picked = all.find((c) => c.id === key) ?? null;
          setTyped(null);
          if (picked && picked.id !== value) onChange(picked.id, picked);
        }}
        onBlur={() => {
          // Leaving with a half-typed text puts the chosen currency back in the box.
          setTyped(null);
          onBlur?.();
        }}
      >
        {(currency) => (
          <SelectItem id={currency.id} textValue={currencyLabel(currency, locale)}>
            <span className="cw:font-medium cw:tabular-nums">{currency.abbreviation}</span>
            {` · ${currencyName(currency, locale)}`}
          </SelectItem>
        )}
      </ComboBox>
      {failed ? (
        <Button variant="ghost" size="sm" className="cw:mt-1" onPress={() => remote.refetch()}>
          {t("forms.currency.retry")}
        </Button>
      ) : null}
    </div>
  );
}
