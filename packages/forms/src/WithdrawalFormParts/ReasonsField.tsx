"use client";
import type { Schema } from "@causeway/api-client";
import { FormField, type FormStore } from "../form-store";
import { ReasonPicker } from "../ReasonPicker";

export interface ReasonsFieldProps {
  form: FormStore<{ reasons: number[] }>;
  /** The cost types; the picker fetches them when omitted. */
  reasons?: readonly Schema<"WithdrawReason">[];
  id: (path: "reasons") => string;
  message: (path: "reasons") => string | undefined;
  isDisabled: boolean;
}

/** The cost types (at most 3) of every withdrawal form, wired to the form's `reasons` field. */
export function ReasonsField({ form, reasons, id, message, isDisabled }: ReasonsFieldProps) {
  return (
    <FormField
      form={form}
      name="reasons"
      render={(field) => (
        <ReasonPicker
          id={id("reasons")}
          reasons={reasons}
          value={field.value}
          onChange={field.onChange}
          isInvalid={field.invalid}
          errorMessage={message("reasons")}
          isDisabled={isDisabled}
        />
      )}
    />
  );
}
