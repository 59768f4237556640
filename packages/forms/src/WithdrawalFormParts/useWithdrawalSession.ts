"use client";
import { isApiFieldErrors, type Withdraw } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import {
  closeDecision,
  type FormMode,
  type FormSessionAction,
  formSessionReducer,
  startFormSession,
} from "@causeway/rules";
import {
  createElement,
  type FormEvent,
  useCallback,
  useEffect,
  useReducer,
  useRef,
  useState,
} from "react";
import { type FormStore, useFormErrors, within } from "../form-store";
import type { ErrorSummaryItem } from "../shared/ErrorSummary";
import { DirtySensor } from "./DirtySensor";

export interface WithdrawalSessionOptions<T extends object> {
  form: FormStore<T>;
  /** Create (the default) or edit: what closing and the success modal do. */
  mode?: FormMode;
  /**
   * The form's fields in screen order, for the error summary: payload paths, as the client check
   * and a 400 name them. An error at a deeper path ("invoices.0.type") shows at its field; one at
   * no field of the form ("bank_account", "form") is said for the form as a whole.
   */
  fieldOrder: readonly string[];
  /** The field's element id, from its path. */
  id: (path: string) => string;
  /** Sends the withdrawal (the mutation). */
  send: (fields: T) => Promise<Withdraw>;
  onSuccess: (withdraw: Withdraw) => void;
  onClose?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
}

/** Where an error of the form as a whole is kept (no field of the form has its path). */
const FORM_WIDE = "form";

/**
 * What the withdrawal forms share around their fields: the form session of rules/form-session
 * (clean/dirty, submitting, closing asks or goes back), server errors set under their fields, the
 * form scrolled to its top and the error summary focused after a failed submit.
 *
 * The session is kept in a ref and written to the form's `data-status`: turning dirty or clean
 * again only changes what closing does, so that keystroke does not re-render the whole form (the
 * `dirtySensor` element, placed in the form, listens). Submitting, success and failure re-render.
 */
export function useWithdrawalSession<T extends object>({
  form,
  mode = "create",
  fieldOrder,
  id,
  send,
  onSuccess,
  onClose,
  onDirtyChange,
}: WithdrawalSessionOptions<T>) {
  const { t } = useTranslator();
  const session = useRef(startFormSession(mode));
  const [, rerender] = useReducer((renders: number) => renders + 1, 0);
  const [confirming, setConfirming] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const top = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const dirtyListener = useRef(onDirtyChange);
  dirtyListener.current = onDirtyChange;

  const dispatchSession = useCallback((action: FormSessionAction) => {
    const next = formSessionReducer(session.current, action);
    if (next === session.current) return;
    session.current = next;
    top.current?.setAttribute("data-status", next.status);
    if (action.type !== "changed") rerender();
  }, []);
  const onDirty = useCallback(
    (dirty: boolean) => {
      dispatchSession({ type: "changed", dirty });
      dirtyListener.current?.(dirty);
    },
    [dispatchSession],
  );

  // After a failed submit: the form scrolls to its top and the error summary takes focus.
  useEffect(() => {
    if (attempt === 0) return;
    top.current?.scrollIntoView?.({ block: "start" });
    summary.current?.focus();
  }, [attempt]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A second press while the first is on its way sends nothing (a double click sends once).
    if (session.current.status === "submitting") return;
    void form.submit(
      async (fields) => {
        dispatchSession({ type: "submitted" });
        try {
          const withdraw = await send(fields);
          dispatchSession({ type: "succeeded" });
          onSuccess(withdraw);
        } catch (error) {
          dispatchSession({ type: "failed" });
          // A 400 names payload paths, which are the form's own.
          const errors = isApiFieldErrors(error)
            ? Object.entries(error.fields)
            : [[FORM_WIDE, "forms.withdraw.failed"] as const];
          for (const [path, message] of errors) if (message) form.setError(path, message);
          setAttempt((n) => n + 1);
        }
      },
      () => setAttempt((n) => n + 1),
    );
  };

  const close = () => {
    const decision = closeDecision(session.current);
    if (decision === "confirm") setConfirming(true);
    else if (decision === "back-to-chooser") onClose?.();
  };

  const errors = useFormErrors(form);
  const paths = Object.keys(errors);
  /** The first error at the field or under it, translated. */
  const message = (field: string): string | undefined => {
    const path = paths.find((p) => within(p, field));
    return path ? t(errors[path] as string) : undefined;
  };
  const atNoField = paths.filter((p) => !fieldOrder.some((field) => within(p, field)));
  const summaryItems: ErrorSummaryItem[] = [
    ...fieldOrder.flatMap((path) => {
      const text = message(path);
      return text ? [{ id: id(path), message: text }] : [];
    }),
    ...[...new Set(atNoField.map((p) => errors[p] as string))].map((key) => ({
      id: id(FORM_WIDE),
      message: t(key),
    })),
  ];

  return {
    session: session.current,
    submitting: session.current.status === "submitting",
    dirtySensor: createElement(DirtySensor<T>, { form, onChange: onDirty }),
    submit,
    close,
    confirming,
    setConfirming,
    message,
    summaryItems,
    top,
    summary,
  };
}
