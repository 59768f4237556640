"use client";
import { type Control, Controller, type FieldValues } from "react-hook-form";
import { LocationField } from "../LocationField";
import type { Place } from "../LocationField/location-search";
import { TimezoneField } from "../TimezoneField";

/** The fields this part writes; both sign-up forms have them. */
interface PlaceValues {
  location: Place | null;
  timezone: string;
}

export interface PlaceFieldsProps<T extends FieldValues & PlaceValues> {
  control: Control<T>;
  id: (field: keyof PlaceValues) => string;
  message: (field: keyof PlaceValues) => string | undefined;
  isDisabled: boolean;
}

/**
 * Location (required, a place picked from the search) and time zone (an empty zone is stored as
 * ""), wired to the form's `location` and `timezone` fields: the part both sign-up forms share.
 */
export function PlaceFields<T extends FieldValues & PlaceValues>({
  control: typed,
  id,
  message,
  isDisabled,
}: PlaceFieldsProps<T>) {
  // The paths exist on every form using this part; react-hook-form cannot see them through a generic.
  const control = typed as unknown as Control<PlaceValues>;
  return (
    <>
      <Controller
        control={control}
        name="location"
        render={({ field }) => (
          <LocationField
            id={id("location")}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isRequired
            errorMessage={message("location")}
            isDisabled={isDisabled}
          />
        )}
      />
      <Controller
        control={control}
        name="timezone"
        render={({ field }) => (
          <TimezoneField
            id={id("timezone")}
            value={field.value || null}
            onChange={(zone) => field.onChange(zone ?? "")}
            onBlur={field.onBlur}
            errorMessage={message("timezone")}
            isDisabled={isDisabled}
          />
        )}
      />
    </>
  );
}
