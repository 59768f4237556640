"use client";
import { useTranslator } from "@causeway/i18n/react";
import { ChevronDown } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { cn } from "../../lib/cn";
import {
  type FieldControlVariantProps,
  fieldControlVariants,
  NativeField,
  useNativeField,
} from "../Field";
import { Spinner } from "../Spinner";
import { AutocompleteList } from "./AutocompleteList";
import { autocompleteKeyAction } from "./autocomplete-keys";

export interface AutocompleteProps<T> extends FieldControlVariantProps {
  label: ReactNode;
  /** The suggestions to show, already filtered or fetched for `inputValue`. */
  items: readonly T[];
  getKey: (item: T) => string | number;
  /** The option's main line (and its accessible name). */
  getText: (item: T) => string;
  /** A quieter second line under the option's text. */
  getDescription?: (item: T) => ReactNode;
  inputValue: string;
  onInputChange: (text: string) => void;
  /** Called when an option is chosen by click, tap or Enter. */
  onPick: (item: T) => void;
  /** The option shown as chosen (a check and aria-selected). */
  selectedKey?: string | number | null;
  /** Options are being fetched: a spinner in the field, "Loading options…" in an empty list. */
  isLoading?: boolean;
  loadingLabel?: string;
  emptyLabel?: string;
  /** Whether an empty list still opens to say "Loading options…" or "No results". */
  allowsEmptyList?: boolean;
  description?: ReactNode;
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  showOptional?: boolean;
  placeholder?: string;
  id?: string;
  name?: string;
  className?: string;
  onBlur?: () => void;
}

/**
 * A text input with a list of suggestions, on the ARIA 1.2 combobox pattern (input with
 * role="combobox", a listbox popup, aria-activedescendant): typing opens the list, ArrowDown and
 * ArrowUp move, Enter picks, Escape closes. Built on native elements so that widgets other teams
 * embed stay small; ComboBox (react-aria) is the richer choice inside the app.
 */
export function Autocomplete<T>({
  label,
  items,
  getKey,
  getText,
  getDescription,
  inputValue,
  onInputChange,
  onPick,
  selectedKey = null,
  isLoading = false,
  loadingLabel,
  emptyLabel,
  allowsEmptyList = true,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  isDisabled,
  isReadOnly,
  showOptional,
  placeholder,
  id,
  name,
  size,
  className,
  onBlur,
}: AutocompleteProps<T>) {
  const { t } = useTranslator();
  const field = useNativeField({ id, description, errorMessage, isInvalid });
  const inputRef = useRef<HTMLInputElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = `${field.ids.control}-list`;
  const optionId = (index: number) => `${listId}-${index}`;

  // A new list of suggestions starts with nothing highlighted.
  const signature = items.map(getKey).join("\u0000");
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the options change.
  useEffect(() => setActive(-1), [signature]);

  const activeIndex = active < items.length ? active : -1;
  const showList = isOpen && (items.length > 0 || allowsEmptyList);
  const canOpen = !isDisabled && !isReadOnly;

  useEffect(() => {
    if (showList && activeIndex >= 0) {
      document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: "nearest" });
    }
  });

  const pick = (index: number) => {
    const item = items[index];
    if (item === undefined) return;
    setOpen(false);
    setActive(-1);
    onPick(item);
  };

  return (
    <NativeField
      ids={field.ids}
      label={label}
      description={description}
      errorMessage={errorMessage}
      isRequired={isRequired}
      showOptional={showOptional}
      className={className}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: closes the list when focus leaves it. */}
      <div
        ref={boxRef}
        className="cw:relative"
        data-slot="autocomplete"
        onBlur={(event) => {
          if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
          setOpen(false);
          onBlur?.();
        }}
      >
        <div
          data-slot="autocomplete-group"
          className={cn(
            fieldControlVariants({
              size,
              padded: false,
              invalid: field.invalid,
              disabled: isDisabled,
              readOnly: isReadOnly,
            }),
            "cw:flex cw:items-center cw:overflow-hidden cw:hover:border-fg-muted cw:focus-within:ring-2",
            field.invalid
              ? "cw:focus-within:ring-danger/30"
              : "cw:focus-within:border-primary cw:focus-within:ring-focus/40",
          )}
        >
          <input
            {...field.controlProps}
            ref={inputRef}
            role="combobox"
            type="text"
            name={name}
            autoComplete="off"
            spellCheck={false}
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={showList ? listId : undefined}
            aria-activedescendant={showList && activeIndex >= 0 ? optionId(activeIndex) : undefined}
            aria-required={isRequired || undefined}
            placeholder={placeholder}
            disabled={isDisabled}
            readOnly={isReadOnly}
            value={inputValue}
            onChange={(event) => {
              onInputChange(event.target.value);
              setOpen(canOpen && event.target.value.trim() !== "");
            }}
            onKeyDown={(event) => {
              if (!canOpen) return;
              const action = autocompleteKeyAction(event.key, {
                isOpen: showList,
                active: activeIndex,
                count: items.length,
                altKey: event.altKey,
              });
              if (action.type === "none") return;
              event.preventDefault();
              if (action.type === "open") {
                setOpen(true);
                setActive(action.active);
              } else if (action.type === "move") setActive(action.active);
              else if (action.type === "pick") pick(action.index);
              else setOpen(false);
            }}
            className="cw:h-full cw:min-w-0 cw:flex-1 cw:bg-transparent cw:px-3 cw:text-fg cw:outline-none cw:placeholder:text-fg-subtle cw:disabled:cursor-not-allowed"
          />
          {isLoading ? (
            <Spinner size="sm" label={loadingLabel ?? t("ui.combobox.loading")} tone="muted" />
          ) : null}
          <button
            type="button"
            tabIndex={-1}
            aria-label={t("ui.combobox.show_options")}
            aria-controls={showList ? listId : undefined}
            aria-expanded={showList}
            disabled={!canOpen}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              setOpen(!showList);
              inputRef.current?.focus();
            }}
            className="cw:flex cw:h-full cw:w-9 cw:shrink-0 cw:cursor-pointer cw:items-center cw:justify-center cw:text-fg-muted cw:outline-none cw:hover:text-fg cw:disabled:cursor-not-allowed"
          >
            <ChevronDown aria-hidden size={16} />
          </button>
        </div>
        {showList ? (
          <AutocompleteList
            id={listId}
            anchorRef={boxRef}
            labelledBy={field.ids.label}
            items={items}
            getKey={getKey}
            getText={getText}
            getDescription={getDescription}
            optionId={optionId}
            activeIndex={activeIndex}
            selectedKey={selectedKey}
            onHighlight={setActive}
            onPick={pick}
            emptyText={
              isLoading
                ? (loadingLabel ?? t("ui.combobox.loading"))
                : (emptyLabel ?? t("ui.combobox.empty"))
            }
            isLoading={isLoading}
          />
        ) : null}
        <span role="status" className="cw:sr-only">
          {showList && !isLoading ? t("ui.autocomplete.results", { count: items.length }) : ""}
        </span>
      </div>
    </NativeField>
  );
}
