"use client";
import { useTranslator } from "@causeway/i18n/react";
import {
  amountToMinorUnits,
  formatAmountDisplay,
  readWholeAmount,
  WHOLE_AMOUNT_MESSAGE,
} from "@causeway/rules";
import {
  cn,
  Field,
  type FieldErrorMessage,
  fieldControlVariants,
  fieldRootClass,
  WIDGET_ROOT,
} from "@causeway/ui";
import {
  type ReactNode,
  type Ref,
  useCallback,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { Group, Input, TextField } from "react-aria-components";
import { nextCaret } from "./amount-caret";
import { isDigitsEdit } from "./digits-edit";

/** What the box shows for a value: its digits grouped for the locale, or the text as typed. */
const displayOf = (value: string, locale: string) =>
  /^\d+$/.test(value) ? formatAmountDisplay(value, locale) : value;

export interface AmountInputProps {
  /**
   * The amount's digits, whole major units ("1250"); empty when the box is empty. While the box
   * holds text it cannot read ("150,25", "-50"), that text as typed (see wholeAmountValue).
   */
  value?: string;
  defaultValue?: string;
  /**
   * The digits read (or the text as typed, when it is no whole amount) and the amount in minor
   * units (×100; 0 for text that is no whole amount).
   */
  onChange?: (digits: string, minorUnits: number) => void;
  onBlur?: () => void;
  /** ISO 4217 code shown in the box and read with the label ("Amount EUR"). */
  currency: string;
  /** Defaults to the dictionary's "Amount". */
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  isInvalid?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  isRequired?: boolean;
  name?: string;
  /** The input's id, so an error summary can link to it. */
  id?: string;
  autoFocus?: boolean;
  /** The input element, e.g. for a form library to focus it on an error. */
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * A whole-number amount with its currency (000 §5: whole major units, at most 9 digits), read as
 * people write numbers (readWholeAmount): the locale's grouping separator is understood ("1.234" in
 * German is 1234, "1,234" in English), and the digits are shown grouped. A decimal part ("150,25"),
 * a sign ("-50"), more than 9 digits or text that is no number is never dropped or run together:
 * the box keeps the text as typed, gives it to the form as it is (so the form's check refuses it:
 * wholeAmountProblem) and, once the user leaves the box, says under it what is wrong. Each
 * keystroke re-renders this field only.
 */
export function AmountInput({
  value,
  defaultValue = "",
  onChange,
  onBlur,
  currency,
  label,
  description,
  errorMessage,
  isInvalid,
  isDisabled,
  isReadOnly,
  isRequired,
  name,
  id,
  autoFocus,
  inputRef,
  className,
}: AmountInputProps) {
  const { t, locale } = useTranslator();
  const currencyId = useId();
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  // The text as the user typed it, while it differs from how the value is shown ("1." on the way
  // to "1.234", "150,25"); null shows the value grouped.
  const [typed, setTyped] = useState<{ value: string; text: string } | null>(null);
  const shown = typed && typed.value === current ? typed.text : displayOf(current, locale);
  // Said once the user has left the box with a text it cannot read, until they type again.
  const [left, setLeft] = useState(false);
  const read = readWholeAmount(shown, locale);
  const problem = left && !read.ok ? t(WHOLE_AMOUNT_MESSAGE[read.problem]) : undefined;
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(inputRef, () => input.current as HTMLInputElement, []);
  const caret = useRef<number | null>(null);

  const handleChange = useCallback(
    (raw: string) => {
      const element = input.current;
      // Digits typed around the box's own grouping are read as digits; anything else as written.
      const reread = readWholeAmount(
        typed === null && isDigitsEdit(shown, raw) ? raw.replace(/\D/g, "") : raw,
        locale,
      );
      // The form gets the digits once read, else the text as typed (its check refuses that).
      const next = reread.ok ? reread.digits : raw;
      if (reread.ok && !reread.zeroDecimals) {
        // Digits and grouping: shown grouped at once, the caret after the same digits.
        setTyped(null);
        if (element && element.selectionStart !== null) {
          caret.current = nextCaret(
            raw,
            element.selectionStart,
            next,
            formatAmountDisplay(next, locale),
          );
        }
      } else setTyped({ value: next, text: raw });
      setLeft(false);
      if (value === undefined) setOwn(next);
      onChange?.(next, amountToMinorUnits(next));
    },
    [locale, onChange, shown, typed, value],
  );

  const handleBlur = () => {
    // Left with a whole amount ("150,00", "12."): shown as the box shows amounts.
    if (read.ok) setTyped(null);
    setLeft(true);
    onBlur?.();
  };

  // Put the caret back where the user typed once the box shows the re-formatted value.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each shown value.
  useLayoutEffect(() => {
    const element = input.current;
    if (caret.current === null || !element || document.activeElement !== element) return;
    element.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [shown]);

  return (
    <TextField
      data-slot="amount-input"
      className={cn(WIDGET_ROOT, fieldRootClass, className)}
      value={shown}
      onChange={handleChange}
      onBlur={handleBlur}
      name={name}
      id={id}
      aria-labelledby={currencyId}
      isInvalid={isInvalid || problem !== undefined}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      isRequired={isRequired}
      autoFocus={autoFocus}
      validationBehavior="aria"
    >
      <Field
        label={label ?? t("forms.amount.label")}
        description={description}
        errorMessage={errorMessage ?? problem}
        isRequired={isRequired}
      >
        <Group
          data-slot="amount-input-group"
          isInvalid={isInvalid || problem !== undefined}
          isDisabled={isDisabled}
          className={cn(
            fieldControlVariants(),
            "cw:flex cw:items-center cw:gap-2 cw:has-[input[readonly]]:bg-surface-muted cw:data-[focus-within]:border-primary cw:data-[focus-within]:ring-2 cw:data-[focus-within]:ring-focus/40",
          )}
        >
          <Input
            ref={input}
            data-slot="amount-input-input"
            inputMode="numeric"
            autoComplete="off"
            className="cw:h-full cw:min-w-0 cw:flex-1 cw:bg-transparent cw:text-end cw:tabular-nums cw:outline-none"
          />
          <span
            id={currencyId}
            data-slot="amount-input-currency"
            className="cw:shrink-0 cw:font-medium cw:text-fg-muted"
          >
            {currency}
          </span>
        </Group>
      </Field>
    </TextField>
  );
}
