"use client";
import { useTranslator } from "@causeway/i18n/react";
import {
  type AmountBoxState,
  amountToMinorUnits,
  editAmountBox,
  formatAmountDisplay,
  sanitizeAmountInput,
  textChange,
} from "@causeway/rules";
import {
  cn,
  Field,
  type FieldErrorMessage,
  fieldControlVariants,
  fieldRootClass,
  VisuallyHidden,
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

const NO_NOTICE: Omit<AmountBoxState, "digits"> = { notice: null, centsRefused: false };

export interface AmountInputProps {
  /** The amount's digits, whole major units ("1250"); empty when the box is empty. */
  value?: string;
  defaultValue?: string;
  /** The cleaned digits and the same amount in minor units (×100). */
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
 * A whole-number amount with its currency: digits only, at most 9 (a longer value becomes 1),
 * leading zeros cleared, anything without a digit becomes 0, shown grouped for the locale in at
 * most 12 characters. A decimal separator typed or pasted is refused (with the cents typed after
 * it), never read as digits; that, and a value the 9-digit rule replaced, is said under the box
 * (editAmountBox). Each keystroke re-renders this field only.
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
  const noticeId = useId();
  const [own, setOwn] = useState(() => sanitizeAmountInput(defaultValue));
  const digits = value ?? own;
  const shown = formatAmountDisplay(digits, locale);
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(inputRef, () => input.current as HTMLInputElement, []);
  const caret = useRef<number | null>(null);
  // What the box last refused or changed, said under it; a new object per refusal, so the box
  // re-renders and puts the caret back where the refused text would have gone.
  const [box, setBox] = useState<Omit<AmountBoxState, "digits">>(NO_NOTICE);

  const handleChange = useCallback(
    (raw: string) => {
      const element = input.current;
      const caretAt = element?.selectionStart ?? raw.length;
      const edit = editAmountBox({ digits, ...box }, shown, raw, { locale, caret: caretAt });
      if (edit.centsRefused) {
        // Refused: the box keeps its text and the caret goes back to where the text was put.
        caret.current = Math.max(0, caretAt - textChange(shown, raw, caretAt).inserted.length);
        setBox({ notice: edit.notice, centsRefused: true });
        return;
      }
      if (box.centsRefused || edit.notice !== box.notice) {
        setBox(edit.notice ? { notice: edit.notice, centsRefused: false } : NO_NOTICE);
      }
      const next = edit.digits;
      if (element && element.selectionStart !== null) {
        caret.current = nextCaret(raw, caretAt, next, formatAmountDisplay(next, locale));
      }
      if (value === undefined) setOwn(next);
      onChange?.(next, amountToMinorUnits(next));
    },
    [box, digits, locale, onChange, shown, value],
  );

  // Put the caret back where the user typed once the box shows the re-formatted value (or keeps
  // its value after a refusal).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each shown value.
  useLayoutEffect(() => {
    const element = input.current;
    if (caret.current === null || !element || document.activeElement !== element) return;
    element.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [shown, box]);

  const notice =
    box.notice?.kind === "separator"
      ? t("forms.amount.separator_refused", { separator: box.notice.separator })
      : box.notice?.kind === "too_long"
        ? t("forms.amount.too_long")
        : null;

  return (
    <TextField
      data-slot="amount-input"
      className={cn(WIDGET_ROOT, fieldRootClass, className)}
      value={shown}
      onChange={handleChange}
      onBlur={onBlur}
      name={name}
      id={id}
      aria-labelledby={currencyId}
      aria-describedby={notice ? noticeId : undefined}
      isInvalid={isInvalid}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      isRequired={isRequired}
      autoFocus={autoFocus}
      validationBehavior="aria"
    >
      <Field
        label={label ?? t("forms.amount.label")}
        description={description}
        errorMessage={errorMessage}
        isRequired={isRequired}
      >
        <Group
          data-slot="amount-input-group"
          isInvalid={isInvalid}
          isDisabled={isDisabled}
          className={cn(
            fieldControlVariants(),
            "flex items-center gap-2 has-[input[readonly]]:bg-surface-muted data-[focus-within]:border-primary data-[focus-within]:ring-2 data-[focus-within]:ring-focus/40",
          )}
        >
          <Input
            ref={input}
            data-slot="amount-input-input"
            inputMode="numeric"
            autoComplete="off"
            className="h-full min-w-0 flex-1 bg-transparent text-end tabular-nums outline-none"
          />
          <span
            id={currencyId}
            data-slot="amount-input-currency"
            className="shrink-0 font-medium text-fg-muted"
          >
            {currency}
          </span>
        </Group>
      </Field>
      {notice ? (
        <p
          id={noticeId}
          aria-hidden="true"
          data-slot="amount-input-notice"
          className="text-xs font-medium text-warning"
        >
          {notice}
        </p>
      ) : null}
      <VisuallyHidden>
        <span aria-live="polite">{notice ?? ""}</span>
      </VisuallyHidden>
    </TextField>
  );
}
