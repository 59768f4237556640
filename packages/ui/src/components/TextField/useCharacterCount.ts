import { useState } from "react";

/**
 * The number of characters of a text field, controlled or not, for the "N characters left"
 * counter. Wraps `onChange` so an uncontrolled field is counted too.
 */
export function useCharacterCount(
  value: string | undefined,
  defaultValue: string | undefined,
  onChange: ((value: string) => void) | undefined,
) {
  const [own, setOwn] = useState(defaultValue ?? "");
  const length = (value ?? own).length;
  const handleChange = (next: string) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  return { length, onChange: handleChange };
}
