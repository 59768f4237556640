// A withdrawal form's life (000 §4): clean until a field changes, then dirty; closing a dirty
// form asks for confirmation, closing a clean one returns to the type chooser. Submit sets loading;
// success closes the form and opens the creation or edit success modal; an error ends loading.

export type FormMode = "create" | "edit";
export type FormStatus = "clean" | "dirty" | "submitting" | "succeeded";

export interface FormSession {
  mode: FormMode;
  status: FormStatus;
  /** Whether a field changed; kept while submitting so a failed submit returns to it. */
  dirty: boolean;
}

export type FormSessionAction =
  | { type: "changed"; dirty: boolean }
  | { type: "submitted" }
  | { type: "succeeded" }
  | { type: "failed" };

export function startFormSession(mode: FormMode): FormSession {
  return { mode, status: "clean", dirty: false };
}

export function formSessionReducer(state: FormSession, action: FormSessionAction): FormSession {
  switch (action.type) {
    case "changed":
      if (state.status === "submitting" || state.status === "succeeded") return state;
      return { ...state, dirty: action.dirty, status: action.dirty ? "dirty" : "clean" };
    case "submitted":
      if (state.status === "submitting" || state.status === "succeeded") return state;
      return { ...state, status: "submitting" };
    case "succeeded":
      if (state.status !== "submitting") return state;
      return { ...state, status: "succeeded" };
    case "failed":
      if (state.status !== "submitting") return state;
      return { ...state, status: state.dirty ? "dirty" : "clean" };
  }
}

/** Values differ from what the form opened with (order of object keys does not matter). */
export function isFormDirty(initial: unknown, current: unknown): boolean {
  return !sameValue(initial, current);
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every(
    (key) =>
      Object.hasOwn(b, key) &&
      sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

export type CloseDecision = "confirm" | "back-to-chooser" | "stay";

/**
 * What closing the form does: a dirty form asks first, a clean one returns to the chooser; a form
 * that is submitting stays open until the answer comes.
 */
export function closeDecision(state: FormSession): CloseDecision {
  if (state.status === "submitting") return "stay";
  return state.dirty && state.status !== "succeeded" ? "confirm" : "back-to-chooser";
}

/** The success modal opened after a submit: creation, or edit. */
export function successModalOf(state: FormSession): "created" | "edited" | null {
  if (state.status !== "succeeded") return null;
  return state.mode === "create" ? "created" : "edited";
}
