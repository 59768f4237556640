"use client";
import { bioMax, type ProfileType } from "@causeway/rules";
import { type Control, Controller, type FieldValues } from "react-hook-form";
import { RestrictedTextarea } from "../RestrictedTextarea";

export interface BioFieldProps<T extends FieldValues & { bio: string }> {
  control: Control<T>;
  /** The limit follows the profile (001 §5: business 150, personal 500). */
  profile: ProfileType;
  label: string;
  id: string;
  errorMessage: string | undefined;
  isDisabled: boolean;
}

/** The optional bio of both sign-up forms, cut at the profile's limit with the count left. */
export function BioField<T extends FieldValues & { bio: string }>({
  control: typed,
  profile,
  label,
  id,
  errorMessage,
  isDisabled,
}: BioFieldProps<T>) {
  // The path exists on every form using this part; react-hook-form cannot see it through a generic.
  const control = typed as unknown as Control<{ bio: string }>;
  return (
    <Controller
      control={control}
      name="bio"
      render={({ field }) => (
        <RestrictedTextarea
          id={id}
          label={label}
          maxLength={bioMax(profile)}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          isInvalid={Boolean(errorMessage)}
          errorMessage={errorMessage}
          isDisabled={isDisabled}
        />
      )}
    />
  );
}
