// The state of a long form outside React: values, errors by dotted path ("bank.iban"), whether it
// differs from where it started, and how often a submit was tried. Components read one field
// through `useFieldValue` (./react), so a keystroke re-renders the block that shows the field, not
// the form. The withdrawal forms use it in place of a form library: their bundle budget (issue 11)
// has no room for one, and what they need is this much.

/** A form's problems by dotted path: dictionary keys, in the form's order. */
export type FormProblems = Iterable<readonly [path: string, message: string]>;

/** Checks the whole form (the rules of `../rules`); a path may be deeper than a field ("bank.iban"). */
export type Validate<T> = (values: T) => FormProblems;

export interface FormStore<T extends object> {
  get<K extends keyof T>(name: K): T[K];
  values(): T;
  /** Changes one field. A field that shows an error, or any field once a submit was tried, is checked again. */
  set<K extends keyof T>(name: K, value: T[K]): void;
  /** Errors by path (a new object whenever one changes). */
  errors(): Readonly<Record<string, string>>;
  setError(path: string, message: string): void;
  /** Clears the errors at or under these paths; every error when none are given. */
  clearErrors(paths?: readonly string[]): void;
  /** Checks these paths (every one when none are given), shows what is wrong; true when nothing is. */
  validate(paths?: readonly string[]): boolean;
  isDirty(): boolean;
  /** Checks everything; calls `onValid` with the values when nothing is wrong, else `onInvalid`. */
  submit(
    onValid: (values: T) => unknown,
    onInvalid?: (errors: Record<string, string>) => unknown,
  ): Promise<void>;
  /** Starts again from `values` (the defaults when omitted): clean, no errors, never submitted. */
  reset(values?: T): void;
  subscribe(listener: () => void): () => void;
}

const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/** Deep equality over arrays and plain objects; anything else (a File, a Date) by identity. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  }
  if (isPlain(a) && isPlain(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((key) => Object.hasOwn(b, key) && sameValue(a[key], b[key]))
    );
  }
  return false;
}

/** Whether the error at `path` belongs to `scope` (the path itself or under it). */
export const within = (path: string, scope: string) =>
  path === scope || path.startsWith(`${scope}.`);

export function createFormStore<T extends object>(
  defaults: T,
  validate: Validate<T>,
): FormStore<T> {
  let start = defaults;
  let current = defaults;
  let errors: Readonly<Record<string, string>> = {};
  let dirty = false;
  let submits = 0;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  /** Replaces the errors within `scopes` (all when undefined) by the rules' answer for them. */
  const check = (scopes: readonly string[] | undefined): boolean => {
    const inScope = (path: string) => !scopes || scopes.some((scope) => within(path, scope));
    const next: Record<string, string> = {};
    for (const [path, message] of Object.entries(errors)) if (!inScope(path)) next[path] = message;
    let clean = true;
    for (const [path, message] of validate(current)) {
      if (!inScope(path)) continue;
      clean = false;
      next[path] ??= message;
    }
    if (!sameValue(next, errors)) errors = next;
    return clean;
  };

  return {
    get: (name) => current[name],
    values: () => current,
    set(name, value) {
      if (Object.is(current[name], value)) return;
      current = { ...current, [name]: value };
      dirty = !sameValue(current, start);
      const field = String(name);
      if (submits > 0 || Object.keys(errors).some((path) => within(path, field))) check([field]);
      notify();
    },
    errors: () => errors,
    setError(path, message) {
      if (errors[path] === message) return;
      errors = { ...errors, [path]: message };
      notify();
    },
    clearErrors(paths) {
      const next = paths
        ? Object.fromEntries(
            Object.entries(errors).filter(([path]) => !paths.some((scope) => within(path, scope))),
          )
        : {};
      if (sameValue(next, errors)) return;
      errors = next;
      notify();
    },
    validate(paths) {
      const clean = check(paths);
      notify();
      return clean;
    },
    isDirty: () => dirty,
    async submit(onValid, onInvalid) {
      submits++;
      const clean = check(undefined);
      notify();
      if (clean) await onValid(current);
      else await onInvalid?.({ ...errors });
    },
    reset(values = defaults) {
      start = values;
      current = values;
      errors = {};
      dirty = false;
      submits = 0;
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
