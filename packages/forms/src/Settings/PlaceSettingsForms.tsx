"use client";
import { type User, userMutations } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { SCHEMA_MESSAGE } from "@causeway/rules";
import { useMutation } from "@tanstack/react-query";
import { Controller, useForm } from "react-hook-form";
import { LocationField, type Place } from "../LocationField";
import { TimezoneField } from "../TimezoneField";
import { SettingsForm, settingsFieldId, useErrorText } from "./SettingsForm";
import { rulesResolver } from "./settings-form";

const TIMEZONE_REQUIRED = "validation.timezone";

export interface LocationSettingsFormProps {
  currentLocation: Place | null;
  onSaved?: (user: User) => void;
}

/** /settings/location: a place picked from the city search; PUT /api/v2/user/location. */
export function LocationSettingsForm({ currentLocation, onSaved }: LocationSettingsFormProps) {
  const { t } = useTranslator();
  const errorText = useErrorText();
  const update = useMutation(userMutations.update("/api/v2/user/location"));
  const form = useForm<{ location: Place | null }>({
    defaultValues: { location: currentLocation },
    resolver: rulesResolver((values) => ({
      location: values.location ? null : SCHEMA_MESSAGE.location,
    })),
  });
  return (
    <SettingsForm
      name="location"
      form={form}
      fields={["location"]}
      savedMessage={t("forms.settings.location.saved")}
      save={async ({ location }) => {
        if (!location) return;
        const answer = await update.mutateAsync({ location });
        onSaved?.(answer.response);
      }}
    >
      <Controller
        control={form.control}
        name="location"
        render={({ field, fieldState }) => (
          <LocationField
            id={settingsFieldId("location", "location")}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isRequired
            errorMessage={errorText(fieldState.error)}
          />
        )}
      />
    </SettingsForm>
  );
}

export interface TimezoneSettingsFormProps {
  currentTimezone: string | null;
  /** The instant the offsets are shown for (stories); now by default. */
  at?: Date;
  onSaved?: (user: User) => void;
}

/** /settings/timezone: an IANA zone from the list; PUT /api/v2/user/timezone. */
export function TimezoneSettingsForm({ currentTimezone, at, onSaved }: TimezoneSettingsFormProps) {
  const { t } = useTranslator();
  const errorText = useErrorText();
  const update = useMutation(userMutations.update("/api/v2/user/timezone"));
  const form = useForm<{ timezone: string | null }>({
    defaultValues: { timezone: currentTimezone },
    resolver: rulesResolver((values) => ({ timezone: values.timezone ? null : TIMEZONE_REQUIRED })),
  });
  return (
    <SettingsForm
      name="timezone"
      form={form}
      fields={["timezone"]}
      savedMessage={t("forms.settings.timezone.saved")}
      save={async ({ timezone }) => {
        if (!timezone) return;
        const answer = await update.mutateAsync({ timezone });
        onSaved?.(answer.response);
      }}
    >
      <Controller
        control={form.control}
        name="timezone"
        render={({ field, fieldState }) => (
          <TimezoneField
            id={settingsFieldId("timezone", "timezone")}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            at={at}
            isRequired
            errorMessage={errorText(fieldState.error)}
          />
        )}
      />
    </SettingsForm>
  );
}
