"use client";
import { useEffect, useRef } from "react";
import type { FieldValues, UseFormWatch } from "react-hook-form";

/**
 * Tells `onChange` the form's values after every change the user makes (not on mount): what a
 * host keeps as the form's draft.
 */
export function useValuesChange<T extends FieldValues>(
  watch: UseFormWatch<T>,
  onChange: ((values: T) => void) | undefined,
) {
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    const watching = watch((values) => latest.current?.(values as T));
    return () => watching.unsubscribe();
  }, [watch]);
}
