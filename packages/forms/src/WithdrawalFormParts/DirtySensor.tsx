"use client";
import { useEffect } from "react";
import { type FormStore, useIsDirty } from "../form-store";

export interface DirtySensorProps<T extends object> {
  form: FormStore<T>;
  /** Called with the form's clean/dirty state when it opens and whenever it flips. */
  onChange: (dirty: boolean) => void;
}

/**
 * Listens to the form's dirty state on its own, so that the keystroke that makes a form dirty
 * (or clean again) re-renders this empty leaf rather than the whole form.
 */
export function DirtySensor<T extends object>({ form, onChange }: DirtySensorProps<T>) {
  const isDirty = useIsDirty(form);
  useEffect(() => {
    onChange(isDirty);
  }, [isDirty, onChange]);
  return null;
}
