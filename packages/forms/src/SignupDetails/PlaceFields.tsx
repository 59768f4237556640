"use client";
import { useTranslator } from "@causeway/i18n/react";
import { useRef } from "react";
import { type Control, type FieldValues, useController } from "react-hook-form";
import { LocationField } from "../LocationField";
import type { Place } from "../LocationField/location-search";
import { TimezoneField } from "../TimezoneField";
import { placeTimeZone } from "../TimezoneField/place-time-zone";

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
 * The zone starts as the browser's (often UTC) and follows the place picked (Sofia ->
 * Europe/Sofia) until the user chooses a zone themselves.
 */
export function PlaceFields<T extends FieldValues & PlaceValues>({
  control: typed,
  id,
  message,
  isDisabled,
}: PlaceFieldsProps<T>) {
  // The paths exist on every form using this part; react-hook-form cannot see them through a generic.
  const control = typed as unknown as Control<PlaceValues>;
  const { locale } = useTranslator();
  const location = useController({ control, name: "location" }).field;
  const zone = useController({ control, name: "timezone" }).field;
  const zoneChosen = useRef(false);
  return (
    <>
      <LocationField
        id={id("location")}
        value={location.value}
        onChange={(place) => {
          location.onChange(place);
          const implied =
            place && !zoneChosen.current ? placeTimeZone(place.formatted_address, locale) : null;
          if (implied) zone.onChange(implied);
        }}
        onBlur={location.onBlur}
        isRequired
        errorMessage={message("location")}
        isDisabled={isDisabled}
      />
      <TimezoneField
        id={id("timezone")}
        value={zone.value || null}
        onChange={(next) => {
          zoneChosen.current = true;
          zone.onChange(next ?? "");
        }}
        onBlur={zone.onBlur}
        errorMessage={message("timezone")}
        isDisabled={isDisabled}
      />
    </>
  );
}
