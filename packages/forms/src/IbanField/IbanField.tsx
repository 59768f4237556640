"use client";
import { ApiError, type Schema, withdrawQueries } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import {
  type IbanEntryState,
  ibanEntryText,
  providerSearch,
  SEARCH_DEBOUNCE_MS,
  shouldVerifyOnBlur,
} from "@causeway/rules";
import { Autocomplete, cn, VisuallyHidden, WIDGET_ROOT } from "@causeway/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useDebounced } from "../shared/useDebounced";
import { ibanFieldError, ibanFieldStatus } from "./iban-messages";
import { useIbanEntryDispatch } from "./useIbanEntryDispatch";

type Suggestion = Schema<"ProviderSuggestion">;

export interface IbanFieldProps {
  /** The IBAN entry (rules/iban-entry.ts): the IBAN, the bank details it fills, mode and locks. */
  value: IbanEntryState;
  onChange: (next: IbanEntryState) => void;
  label?: ReactNode;
  /** An error from the form or the server (e.g. provider.iban); wins over the checksum check. */
  errorMessage?: string;
  isDisabled?: boolean;
  /**
   * Offer providers' (clinics', suppliers') accounts while typing (the default). Off where the
   * IBAN is the owner's own account: a provider's IBAN is never that.
   */
  suggestProviders?: boolean;
  id?: string;
  className?: string;
}

/**
 * The IBAN with provider suggestions (8 while typing, 4 after a pick; from one character, 300 ms
 * after the last keystroke), searched by IBAN or by name: a name stays as typed, only an IBAN is
 * cleaned up. Picking fills and locks every bank detail; a typed IBAN of 10+ characters is
 * verified on leaving the field and locks the bic, bank and country returned.
 */
export function IbanField({
  value,
  onChange,
  label,
  errorMessage,
  isDisabled,
  suggestProviders = true,
  id,
  className,
}: IbanFieldProps) {
  const { t } = useTranslator();
  const queryClient = useQueryClient();
  const dispatch = useIbanEntryDispatch(value, onChange);
  const [touched, setTouched] = useState(false);
  const [verifying, setVerifying] = useState(false);

  const search = providerSearch(value);
  const query = useDebounced(search.query, SEARCH_DEBOUNCE_MS);
  const suggestions = useQuery({
    ...withdrawQueries.providers(query, search.limit),
    // After a pick the list closes; opened again (arrow key or button) it offers 4 alternatives.
    enabled: suggestProviders && search.enabled && query !== "",
    placeholderData: (previous) => previous,
  });
  const items = suggestProviders ? (suggestions.data?.slice(0, search.limit) ?? []) : [];

  const verify = async () => {
    setTouched(true);
    if (!shouldVerifyOnBlur(value)) return;
    const iban = value.iban;
    setVerifying(true);
    try {
      const answer = await queryClient.fetchQuery(withdrawQueries.iban(iban));
      dispatch({ type: "verified", answer });
    } catch (error) {
      // Too many checks in a row is no verdict on the IBAN: say to wait, not that it is wrong.
      if (error instanceof ApiError && error.status === 429)
        dispatch({ type: "verificationLimited", iban });
      else
        dispatch({
          type: "verified",
          answer: { iban, bic: "", bank: "", country: "", valid: false },
        });
    } finally {
      setVerifying(false);
    }
  };

  const view = { touched, verifying, suggestProviders };
  const problem = ibanFieldError(value, view);
  const error =
    errorMessage ??
    (problem ? t(problem.key, "values" in problem ? problem.values : undefined) : undefined);
  const status = ibanFieldStatus(value, view);
  const statusText = status ? t(status.key, "values" in status ? status.values : undefined) : "";

  return (
    <div data-slot="iban-field" data-mode={value.mode} className={cn(WIDGET_ROOT, className)}>
      <Autocomplete<Suggestion>
        id={id}
        label={label ?? t("forms.iban.label")}
        description={
          statusText ||
          t(suggestProviders ? "forms.iban.description" : "forms.iban.own_description")
        }
        errorMessage={error}
        isInvalid={error !== undefined}
        isDisabled={isDisabled}
        items={items}
        getKey={(item) => item.iban}
        getText={(item) => item.iban}
        getDescription={(item) => `${item.holder_name} · ${item.bank}`}
        inputValue={value.iban}
        onInputChange={(text) => {
          if (ibanEntryText(text) !== value.iban) dispatch({ type: "typed", iban: text });
        }}
        onPick={(picked) => dispatch({ type: "picked", suggestion: picked })}
        selectedKey={value.mode === "picked" ? value.iban : null}
        onBlur={verify}
        isLoading={(suggestProviders && suggestions.isFetching) || verifying}
        emptyLabel={suggestions.isError ? t("forms.iban.search_failed") : undefined}
        // An empty list may open while typing (it says "Loading" or "No results"), never on a pick.
        allowsEmptyList={suggestProviders && value.mode !== "picked"}
      />
      <VisuallyHidden>
        <span role="status" data-slot="iban-status">
          {statusText}
        </span>
      </VisuallyHidden>
    </div>
  );
}
