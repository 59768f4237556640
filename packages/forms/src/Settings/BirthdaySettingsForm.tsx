"use client";
import { type User, userMutations } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import {
  type BirthdayParts,
  birthdayParts,
  birthdayPayload,
  birthdayProblem,
} from "@causeway/rules";
import { useMutation } from "@tanstack/react-query";
import { Controller, useForm } from "react-hook-form";
import { BirthdayField } from "../SignupDetails/BirthdayField";
import { SettingsForm, settingsFieldId } from "./SettingsForm";
import { rulesResolver } from "./settings-form";

export interface BirthdaySettingsFormProps {
  /** The stored birthday, "YYYY-MM-DD" or empty. */
  currentBirthday: string | null;
  onSaved?: (user: User) => void;
}

/**
 * /settings/birthday: day, month, year; sent empty when incomplete (001 §5), refused under the
 * field when the day does not exist; PUT /api/v2/user/birthday.
 */
export function BirthdaySettingsForm({ currentBirthday, onSaved }: BirthdaySettingsFormProps) {
  const { t, has } = useTranslator();
  const update = useMutation(userMutations.update("/api/v2/user/birthday"));
  const form = useForm<{ birthday: BirthdayParts }>({
    defaultValues: { birthday: birthdayParts(currentBirthday) },
    resolver: rulesResolver(({ birthday }) => ({ birthday: birthdayProblem(birthday) })),
  });
  return (
    <SettingsForm
      name="birthday"
      form={form}
      fields={["birthday"]}
      savedMessage={t("forms.settings.birthday.saved")}
      save={async ({ birthday }) => {
        const answer = await update.mutateAsync({ birthday: birthdayPayload(birthday) });
        onSaved?.(answer.response);
      }}
    >
      <Controller
        control={form.control}
        name="birthday"
        render={({ field, fieldState }) => (
          <BirthdayField
            id={settingsFieldId("birthday", "birthday")}
            value={field.value}
            onChange={field.onChange}
            errorMessage={
              fieldState.error?.message
                ? has(fieldState.error.message)
                  ? t(fieldState.error.message)
                  : fieldState.error.message
                : undefined
            }
          />
        )}
      />
    </SettingsForm>
  );
}
