"use client";
import { useTranslator } from "@causeway/i18n/react";
import { charCount, restrictText } from "@causeway/rules";
import {
  FieldCounter,
  type FieldErrorMessage,
  TextArea,
  TextField,
  VisuallyHidden,
  WIDGET_ROOT,
} from "@causeway/ui";
import { type ReactNode, useState } from "react";

export interface RestrictedTextareaProps {
  label: ReactNode;
  /** The limit in characters (code points): recipient name 150, motivational letter 200. */
  maxLength: number;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  isInvalid?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  isRequired?: boolean;
  /** One line (a name) instead of a text area. */
  singleLine?: boolean;
  rows?: number;
  name?: string;
  /** The control's id, so an error summary can link to it. */
  id?: string;
  className?: string;
}

/**
 * A text field that cuts its text at `maxLength` characters (typed or pasted) and shows how many
 * are left; when a paste is cut, a polite live region says so.
 */
export function RestrictedTextarea({
  label,
  maxLength,
  value,
  defaultValue = "",
  onChange,
  description,
  singleLine = false,
  rows = 4,
  ...props
}: RestrictedTextareaProps) {
  const { t } = useTranslator();
  const [own, setOwn] = useState(() => restrictText(defaultValue, maxLength).value);
  const [truncated, setTruncated] = useState(false);
  const text = value ?? own;

  const handleChange = (next: string) => {
    const restricted = restrictText(next, maxLength);
    setTruncated(restricted.truncated);
    if (value === undefined) setOwn(restricted.value);
    onChange?.(restricted.value);
  };

  const counter = <FieldCounter length={charCount(text)} maxLength={maxLength} />;
  const help = description ? (
    <span className="cw:flex cw:flex-wrap cw:items-start cw:gap-x-3">
      <span>{description}</span>
      {counter}
    </span>
  ) : (
    counter
  );
  const Control = singleLine ? TextField : TextArea;
  return (
    <div
      data-slot="restricted-textarea"
      data-truncated={truncated || undefined}
      className={WIDGET_ROOT}
    >
      <Control
        {...props}
        {...(singleLine ? {} : { rows })}
        label={label}
        value={text}
        onChange={handleChange}
        description={help}
        showCharacterCount={false}
      />
      <VisuallyHidden>
        <span aria-live="polite">
          {truncated ? t("forms.restricted.truncated", { max: maxLength }) : ""}
        </span>
      </VisuallyHidden>
    </div>
  );
}
