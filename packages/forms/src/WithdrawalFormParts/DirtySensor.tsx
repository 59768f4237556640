"use client";
import { useEffect } from "react";
import { type Control, type FieldValues, useFormState } from "react-hook-form";

export interface DirtySensorProps<T extends FieldValues> {
  control: Control<T>;
  /** Called with the form's clean/dirty state when it opens and whenever it flips. */
  onChange: (dirty: boolean) => void;
}

/**
 * Listens to the form's dirty state on its own, so that the keystroke that makes a form dirty
 * (or clean again) re-renders this empty leaf rather than the whole form.
 */
export function DirtySensor<T extends FieldValues>({ control, onChange }: DirtySensorProps<T>) {
  const { isDirty } = useFormState({ control });
  useEffect(() => {
    onChange(isDirty);
  }, [isDirty, onChange]);
  return null;
}
