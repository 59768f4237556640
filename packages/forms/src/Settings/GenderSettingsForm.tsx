"use client";
import { type User, userMutations } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { type Gender, genderOrDefault } from "@causeway/rules";
import { Radio, RadioGroup } from "@causeway/ui";
import { useMutation } from "@tanstack/react-query";
import { Controller, useForm } from "react-hook-form";
import { SettingsForm, settingsFieldId } from "./SettingsForm";

export interface GenderSettingsFormProps {
  currentGender: string | null;
  onSaved?: (user: User) => void;
}

/** /settings/gender: male or female, male when none was chosen (001 §5); PUT /api/v2/user/gender. */
export function GenderSettingsForm({ currentGender, onSaved }: GenderSettingsFormProps) {
  const { t } = useTranslator();
  const update = useMutation(userMutations.update("/api/v2/user/gender"));
  const form = useForm<{ gender: Gender }>({
    defaultValues: { gender: genderOrDefault(currentGender) },
  });
  return (
    <SettingsForm
      name="gender"
      form={form}
      fields={["gender"]}
      savedMessage={t("forms.settings.gender.saved")}
      save={async ({ gender }) => {
        const answer = await update.mutateAsync({ gender });
        onSaved?.(answer.response);
      }}
    >
      <Controller
        control={form.control}
        name="gender"
        render={({ field, fieldState }) => (
          <RadioGroup
            id={settingsFieldId("gender", "gender")}
            label={t("forms.signup.gender.label")}
            value={field.value}
            onChange={(value) => field.onChange(genderOrDefault(value))}
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message}
          >
            <Radio value="male">{t("forms.signup.gender.male")}</Radio>
            <Radio value="female">{t("forms.signup.gender.female")}</Radio>
          </RadioGroup>
        )}
      />
    </SettingsForm>
  );
}
