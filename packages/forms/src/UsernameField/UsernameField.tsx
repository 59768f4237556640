"use client";
import { isApiFieldErrors, signupQueries } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import {
  canChangeUsername,
  normalizeUsernameInput,
  serverUsernameCheck,
  USERNAME_MESSAGE,
} from "@causeway/rules";
import { Button, Spinner, TextField, VisuallyHidden, WIDGET_ROOT } from "@causeway/ui";
import { useQuery } from "@tanstack/react-query";
import { CircleCheck } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import {
  type ServerAnswer,
  shouldAskServer,
  USERNAME_FIELD_MESSAGE,
  type UsernameFieldStatus,
  usernameError,
  usernameFieldStatus,
} from "./username-status";

/** 001 §9: search-like checks wait 300 ms after the last keystroke. */
export const USERNAME_CHECK_DEBOUNCE_MS = 300;

export interface UsernameFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The input's id, so an error summary can link to it. */
  id?: string;
  name?: string;
  /** Defaults to the dictionary's "Username". */
  label?: ReactNode;
  /** The account's present name (settings): typing it back needs no check. */
  currentUsername?: string | null;
  /** The signed-in account: the name is read-only unless it may change (001 §5). */
  account?: { can_username_change?: boolean | null };
  /**
   * The username error of the surrounding form's 400 (a dictionary key, or text): wins over the
   * field's own; a taken name also brings the suggestions. Clear it when the value changes.
   */
  serverError?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  debounceMs?: number;
  /** Every change of what the field knows about the name (forms block their submit on it). */
  onStatusChange?: (status: UsernameFieldStatus) => void;
}

/**
 * The username input of 001 §5: whitespace stripped, an e-mail keeps its part before the at-sign,
 * the local rules, then GET /api/v2/check-username for the settled text (stale checks are
 * cancelled), suggestions as buttons when taken, a success hint when free; all of it announced.
 */
export function UsernameField({
  value,
  onChange,
  onBlur,
  id,
  name,
  label,
  currentUsername,
  account,
  serverError,
  isDisabled = false,
  isRequired = true,
  debounceMs = USERNAME_CHECK_DEBOUNCE_MS,
  onStatusChange,
}: UsernameFieldProps) {
  const { t, has } = useTranslator();
  const ownId = useId();
  const inputId = id ?? ownId;
  const hintId = `${inputId}-hint`;
  const locked = account ? !canChangeUsername(account) : false;
  const [settled, setSettled] = useState(value);

  useEffect(() => {
    if (value === settled) return;
    const timer = setTimeout(() => setSettled(value), debounceMs);
    return () => clearTimeout(timer);
  }, [value, settled, debounceMs]);

  const ask = !locked && shouldAskServer(settled, currentUsername);
  // A new key leaves the old query without observers: TanStack Query aborts its request.
  const query = useQuery({
    ...signupQueries.usernameAvailable(settled),
    enabled: ask,
    staleTime: 60_000,
    retry: (count, error) => !isApiFieldErrors(error) && count < 1,
  });
  const server: ServerAnswer = query.isError
    ? { state: "error", fieldErrors: isApiFieldErrors(query.error) ? query.error.fields : null }
    : { state: query.isSuccess ? "success" : "pending" };
  const status: UsernameFieldStatus = locked
    ? { status: "idle" }
    : serverError === USERNAME_MESSAGE.taken
      ? serverUsernameCheck(value, { username: serverError })
      : usernameFieldStatus({ value, settled, currentUsername, server });

  const statusKey = JSON.stringify(status);
  const report = useRef(onStatusChange);
  report.current = onStatusChange;
  // biome-ignore lint/correctness/useExhaustiveDependencies: statusKey stands for status
  useEffect(() => {
    report.current?.(status);
  }, [statusKey]);

  const ownError = usernameError(status);
  const shownError = serverError ?? ownError;
  const error = shownError ? (has(shownError) ? t(shownError) : shownError) : undefined;
  const hint = serverError ? null : hintOf(status, value, t);
  const hintContent = locked ? t("forms.username.locked") : hint?.node;
  const announcement =
    error && status.status === "taken"
      ? `${error} ${status.suggestions.join(", ")}`
      : (error ?? (typeof hint?.text === "string" ? hint.text : ""));

  const fill = (suggestion: string) => {
    onChange(suggestion);
    setSettled(suggestion);
    document.getElementById(inputId)?.focus();
  };

  return (
    <div
      data-slot="username-field"
      data-status={status.status}
      className={`${WIDGET_ROOT} cw:flex cw:flex-col cw:gap-2`}
    >
      <TextField
        id={inputId}
        name={name}
        label={label ?? t("forms.username.label")}
        value={value}
        onChange={(raw) => onChange(normalizeUsernameInput(raw))}
        onBlur={() => {
          setSettled(value);
          onBlur?.();
        }}
        autoComplete="username"
        spellCheck="false"
        isRequired={isRequired && !locked}
        isReadOnly={locked}
        isDisabled={isDisabled}
        isInvalid={Boolean(error)}
        errorMessage={error}
        aria-describedby={hintContent ? hintId : undefined}
      />
      {/* Outside the field's description slot: react-aria links that slot only when it exists at
          mount, and this hint comes and goes. */}
      <div
        id={hintId}
        data-slot="username-hint"
        className="cw:text-fg-muted cw:text-xs cw:empty:hidden"
      >
        {hintContent}
      </div>
      {status.status === "taken" && (!serverError || serverError === USERNAME_MESSAGE.taken) ? (
        <fieldset
          data-slot="username-suggestions"
          className="cw:m-0 cw:flex cw:flex-wrap cw:gap-2 cw:border-0 cw:p-0"
        >
          <legend className="cw:sr-only">{t("forms.username.suggestions")}</legend>
          {status.suggestions.map((suggestion) => (
            <Button
              key={suggestion}
              variant="secondary"
              size="sm"
              isDisabled={isDisabled}
              onPress={() => fill(suggestion)}
            >
              {suggestion}
            </Button>
          ))}
        </fieldset>
      ) : null}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </div>
  );
}

function hintOf(
  status: UsernameFieldStatus,
  value: string,
  t: ReturnType<typeof useTranslator>["t"],
): { node: ReactNode; text: string } | null {
  switch (status.status) {
    case "checking": {
      const text = t(USERNAME_FIELD_MESSAGE.checking);
      return {
        text,
        node: (
          <span className="cw:inline-flex cw:items-center cw:gap-1.5">
            <Spinner size="sm" decorative />
            {text}
          </span>
        ),
      };
    }
    case "available": {
      const text = t(USERNAME_FIELD_MESSAGE.available, { username: value });
      return {
        text,
        node: (
          <span
            data-slot="username-available"
            className="cw:inline-flex cw:items-center cw:gap-1.5 cw:text-success"
          >
            <CircleCheck aria-hidden className="cw:size-4" />
            {text}
          </span>
        ),
      };
    }
    case "unverified": {
      const text = t(USERNAME_FIELD_MESSAGE.unverified);
      return { text, node: text };
    }
    default:
      return null;
  }
}
