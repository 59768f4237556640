"use client";
import { type User, userMutations } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { phoneProblem } from "@causeway/rules";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { SettingsForm, SettingsTextField } from "./SettingsForm";
import { rulesResolver } from "./settings-form";

export interface PhoneSettingsFormProps {
  currentPhone: string | null;
  onSaved?: (user: User) => void;
}

/** /settings/phone: an optional +, 6 to 20 digits, spaces, ( ) or -; PUT /api/v2/user/phone. */
export function PhoneSettingsForm({ currentPhone, onSaved }: PhoneSettingsFormProps) {
  const { t } = useTranslator();
  const update = useMutation(userMutations.update("/api/v2/user/phone"));
  const form = useForm<{ phone: string }>({
    defaultValues: { phone: currentPhone ?? "" },
    resolver: rulesResolver((values) => ({ phone: phoneProblem(values.phone) })),
  });
  return (
    <SettingsForm
      name="phone"
      form={form}
      fields={["phone"]}
      savedMessage={t("forms.settings.phone.saved")}
      save={async ({ phone }) => {
        const answer = await update.mutateAsync({ phone: phone.trim() });
        onSaved?.(answer.response);
      }}
    >
      <SettingsTextField
        form="phone"
        control={form.control}
        name="phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        label={t("forms.settings.phone.label")}
        isRequired
      />
    </SettingsForm>
  );
}
