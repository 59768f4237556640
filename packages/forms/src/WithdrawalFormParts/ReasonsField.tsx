"use client";
import type { Schema } from "@causeway/api-client";
import { type Control, Controller, type FieldValues } from "react-hook-form";
import { ReasonPicker } from "../ReasonPicker";

export interface ReasonsFieldProps<T extends FieldValues & { reasons: number[] }> {
  control: Control<T>;
  /** The cost types; the picker fetches them when omitted. */
  reasons?: readonly Schema<"WithdrawReason">[];
  id: (path: "reasons") => string;
  message: (path: "reasons") => string | undefined;
  isDisabled: boolean;
}

/** The cost types (at most 3) of every withdrawal form, wired to the form's `reasons` field. */
export function ReasonsField<T extends FieldValues & { reasons: number[] }>({
  control: typed,
  reasons,
  id,
  message,
  isDisabled,
}: ReasonsFieldProps<T>) {
  // The path exists on every form using this part; react-hook-form cannot see it through a generic.
  const control = typed as unknown as Control<{ reasons: number[] }>;
  return (
    <Controller
      control={control}
      name="reasons"
      render={({ field, fieldState }) => (
        <ReasonPicker
          id={id("reasons")}
          reasons={reasons}
          value={field.value}
          onChange={field.onChange}
          isInvalid={fieldState.invalid}
          errorMessage={message("reasons")}
          isDisabled={isDisabled}
        />
      )}
    />
  );
}
