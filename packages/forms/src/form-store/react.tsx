"use client";
import { type ReactNode, useRef, useState, useSyncExternalStore } from "react";
import { createFormStore, type FormStore, type Validate, within } from "./form-store";

/**
 * A form store made once for the component's life, starting from `defaults`; it checks with the
 * `validate` of the latest render (the rules may depend on props, the legacy form's on its tab).
 */
export function useFormStore<T extends object>(defaults: T, validate: Validate<T>): FormStore<T> {
  const latest = useRef(validate);
  latest.current = validate;
  const [store] = useState(() => createFormStore(defaults, (values) => latest.current(values)));
  return store;
}

/** One field's value; the component re-renders when that field changes, not on every keystroke. */
export function useFieldValue<T extends object, K extends keyof T>(
  form: FormStore<T>,
  name: K,
): T[K] {
  const read = () => form.get(name);
  return useSyncExternalStore(form.subscribe, read, read);
}

/** The errors by path; re-renders when one appears, changes or goes. */
export function useFormErrors<T extends object>(
  form: FormStore<T>,
): Readonly<Record<string, string>> {
  return useSyncExternalStore(form.subscribe, form.errors, form.errors);
}

export function useIsDirty<T extends object>(form: FormStore<T>): boolean {
  return useSyncExternalStore(form.subscribe, form.isDirty, form.isDirty);
}

export interface FormFieldRender<V> {
  value: V;
  onChange: (value: V) => void;
  /** Whether an error is shown at the field or under it. */
  invalid: boolean;
}

export interface FormFieldProps<T extends object, K extends keyof T> {
  form: FormStore<T>;
  name: K;
  render: (field: FormFieldRender<T[K]>) => ReactNode;
}

/** Renders one field from the store: only this block re-renders as the field changes. */
export function FormField<T extends object, K extends keyof T>({
  form,
  name,
  render,
}: FormFieldProps<T, K>) {
  const value = useFieldValue(form, name);
  const field = String(name);
  const invalid = useSyncExternalStore(
    form.subscribe,
    () => Object.keys(form.errors()).some((path) => within(path, field)),
    () => false,
  );
  return render({ value, onChange: (next) => form.set(name, next), invalid });
}
