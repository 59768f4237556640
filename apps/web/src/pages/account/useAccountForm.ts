import { type FormEvent, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { focusById, useMessageText } from "./AccountPage";
import { type AuthFailure, authFailure, firstInvalid, withoutField } from "./auth-errors";

const NO_FAILURE: AuthFailure = { fields: {}, message: null };

interface PayloadCheck<T> {
  ok: boolean;
  data?: T;
  errors?: Record<string, string>;
}

/**
 * The state every account form shares: what was typed (kept on any error), the failure (field
 * errors under the fields, anything else in the alert), the focus after a refused or failed
 * submit (the alert, else the first field in error), and the props of each text field.
 */
export function useAccountForm<V extends Record<string, string>>(
  order: readonly (keyof V & string)[],
  initial: V,
) {
  type Field = keyof V & string;
  const text = useMessageText();
  const [values, setValues] = useState<V>(initial);
  const [failure, setFailure] = useState<AuthFailure>(NO_FAILURE);
  const alertRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const id = (field: Field) => `${baseId}-${field}`;
  const focusFirst = (fields: Record<string, string>) =>
    focusById(id((firstInvalid(order, fields) ?? order[0]) as Field));

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFailure((current) => withoutField(current, field));
  };

  return {
    values,
    failure,
    alertRef,
    id,
    text,
    change,
    /** Checks the values with the rules' payload check; refuses (and says why) when they fail. */
    check<T>(result: PayloadCheck<T>): T | null {
      if (result.ok) {
        setFailure(NO_FAILURE);
        return result.data as T;
      }
      setFailure({ fields: result.errors ?? {}, message: null });
      focusFirst(result.errors ?? {});
      return null;
    },
    /** A failed call: a 400 under the fields, anything else (named by `byStatus`) in the alert. */
    fail(error: unknown, byStatus: Readonly<Record<number, string>> = {}): AuthFailure {
      const next = authFailure(error, order, byStatus);
      // The alert is drawn before it takes the focus: a frame could come before React's render
      // on a busy machine, and find no alert to focus.
      flushSync(() => setFailure(next));
      if (next.message) alertRef.current?.focus();
      else focusFirst(next.fields);
      return next;
    },
    /** The props of a text field bound to `field`. */
    field(field: Field) {
      const message = failure.fields[field];
      return {
        id: id(field),
        name: field,
        value: values[field],
        onChange: change(field),
        isInvalid: Boolean(message),
        errorMessage: text(message),
      };
    },
    /** Prevents the browser's submit and runs `run` (at most once at a time). */
    onSubmit(busy: boolean, run: () => void) {
      return (event: FormEvent) => {
        event.preventDefault();
        if (!busy) run();
      };
    },
  };
}
