"use client";
import { signupQueries } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { SEARCH_DEBOUNCE_MS } from "@causeway/rules";
import { ComboBox, cn, SelectItem, WIDGET_ROOT } from "@causeway/ui";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useDebounced } from "../shared/useDebounced";
import { locationSearchTerm, type Place, placeOptions } from "./location-search";

export interface LocationFieldProps {
  /** The chosen place (sent as { place_id, formatted_address }). */
  value: Place | null;
  onChange: (place: Place | null) => void;
  onBlur?: () => void;
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
 * A city search through the API (GET /api/v1/city?name=, 300 ms after the last keystroke, from
 * one non-blank character). Only a place picked from the list is a value; typing again drops it.
 */
export function LocationField({
  value,
  onChange,
  onBlur,
  label,
  description,
  errorMessage,
  isDisabled,
  isRequired,
  id,
  name,
  className,
}: LocationFieldProps) {
  const { t } = useTranslator();
  const [text, setText] = useState(value?.formatted_address ?? "");
  const wanted = locationSearchTerm(text, value);
  const term = useDebounced(wanted, SEARCH_DEBOUNCE_MS);
  const search = useQuery({ ...signupQueries.cities(term), enabled: term !== "" });
  const items = wanted === "" ? [] : placeOptions(search.data);
  const failed = wanted !== "" && search.isError;

  return (
    <ComboBox<Place>
      id={id}
      name={name}
      className={cn(WIDGET_ROOT, className)}
      label={label ?? t("forms.location.label")}
      description={description ?? t("forms.location.description")}
      errorMessage={failed ? t("forms.location.search_failed") : errorMessage}
      isInvalid={failed || errorMessage !== undefined}
      isDisabled={isDisabled}
      isRequired={isRequired}
      items={items}
      inputValue={text}
      onInputChange={(next) => {
        setText(next);
        if (value && next !== value.formatted_address) onChange(null);
      }}
      selectedKey={value?.place_id ?? null}
      onSelectionChange={(key) => {
        const picked = items.find((place) => place.place_id === key);
        if (!picked) return;
        setText(picked.formatted_address);
        onChange(picked);
      }}
      onBlur={onBlur}
      isLoading={wanted !== "" && (wanted !== term || search.isFetching)}
      menuTrigger="input"
      allowsCustomValue
    >
      {(place) => (
        <SelectItem id={place.place_id} textValue={place.formatted_address}>
          {place.formatted_address}
        </SelectItem>
      )}
    </ComboBox>
  );
}
