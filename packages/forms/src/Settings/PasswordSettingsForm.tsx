"use client";
import { userMutations } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { PASSWORD_MIN, type PasswordChange, passwordChangeProblems } from "@causeway/rules";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { CurrentPasswordField, SettingsForm, SettingsTextField } from "./SettingsForm";
import { rulesResolver } from "./settings-form";

const FIELDS = ["password", "new_password", "repeat_new_password"] as const;
const EMPTY: PasswordChange = { password: "", new_password: "", repeat_new_password: "" };

export interface PasswordSettingsFormProps {
  onSaved?: () => void;
}

/**
 * /settings/password: the current password, a new one of at least 8 characters typed twice, sent
 * with PUT /api/v2/user/password. The fields are emptied once the change is saved.
 */
export function PasswordSettingsForm({ onSaved }: PasswordSettingsFormProps) {
  const { t } = useTranslator();
  const update = useMutation(userMutations.update("/api/v2/user/password"));
  const form = useForm<PasswordChange>({
    defaultValues: EMPTY,
    resolver: rulesResolver(passwordChangeProblems),
  });
  return (
    <SettingsForm
      name="password"
      form={form}
      fields={FIELDS}
      savedMessage={t("forms.settings.password.saved")}
      save={async (values) => {
        await update.mutateAsync(values);
        onSaved?.();
      }}
      // Saved passwords do not stay in the page.
      valuesAfterSave={() => EMPTY}
    >
      <CurrentPasswordField form="password" control={form.control} name="password" />
      <SettingsTextField
        form="password"
        control={form.control}
        name="new_password"
        type="password"
        autoComplete="new-password"
        label={t("forms.settings.password.new")}
        description={t("forms.settings.password.rule", { min: PASSWORD_MIN })}
        isRequired
      />
      <SettingsTextField
        form="password"
        control={form.control}
        name="repeat_new_password"
        type="password"
        autoComplete="new-password"
        label={t("forms.settings.password.repeat")}
        isRequired
      />
    </SettingsForm>
  );
}
