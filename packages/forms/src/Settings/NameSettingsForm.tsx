"use client";
import { type User, userMutations } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { NAME_MAX, nameProblem } from "@causeway/rules";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { SettingsForm, SettingsTextField } from "./SettingsForm";
import { rulesResolver } from "./settings-form";

export interface NameSettingsFormProps {
  currentName: string;
  /** The name cannot be changed (001 §5: locked when the user cannot change it). */
  isLocked?: boolean;
  onSaved?: (user: User) => void;
}

/** /settings/name: at most 30 characters, PUT /api/v2/user/name; a 400 shows under the field. */
export function NameSettingsForm({
  currentName,
  isLocked = false,
  onSaved,
}: NameSettingsFormProps) {
  const { t } = useTranslator();
  const update = useMutation(userMutations.update("/api/v2/user/name"));
  const form = useForm<{ name: string }>({
    defaultValues: { name: currentName },
    resolver: rulesResolver((values) => ({ name: nameProblem(values.name) })),
  });
  return (
    <SettingsForm
      name="name"
      form={form}
      fields={["name"]}
      isLocked={isLocked}
      savedMessage={t("forms.settings.name.saved")}
      save={async ({ name }) => {
        const answer = await update.mutateAsync({ name: name.trim() });
        onSaved?.(answer.response);
      }}
    >
      <SettingsTextField
        form="name"
        control={form.control}
        name="name"
        autoComplete="name"
        label={t("forms.settings.name.label")}
        description={isLocked ? t("forms.settings.name.locked") : undefined}
        maxLength={NAME_MAX}
        showCharacterCount={!isLocked}
        isReadOnly={isLocked}
        isRequired
      />
    </SettingsForm>
  );
}
