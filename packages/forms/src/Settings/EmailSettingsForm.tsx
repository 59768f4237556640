"use client";
import { userMutations } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { type EmailChange, emailChangeProblems } from "@causeway/rules";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { CurrentPasswordField, SettingsForm, SettingsTextField } from "./SettingsForm";
import { rulesResolver } from "./settings-form";

const FIELDS = ["email", "password"] as const;

export interface EmailSettingsFormProps {
  /** The account's address now (user.email). */
  currentEmail: string | null;
  /** The server answers a NEW token for the changed account: store it (the jwt cookie). */
  onTokenRenewed: (token: string) => void;
  onSaved?: (email: string) => void;
}

/**
 * /settings/email: a new, valid address different from the current one and the current password
 * (only the owner moves the account to another address), sent with PUT /api/v2/user/email; the
 * token it answers replaces the old one through `onTokenRenewed`. The password is emptied once
 * saved.
 */
export function EmailSettingsForm({
  currentEmail,
  onTokenRenewed,
  onSaved,
}: EmailSettingsFormProps) {
  const { t } = useTranslator();
  const update = useMutation(userMutations.update("/api/v2/user/email"));
  const form = useForm<EmailChange>({
    defaultValues: { email: currentEmail ?? "", password: "" },
    resolver: rulesResolver((values) => emailChangeProblems(values, currentEmail)),
  });
  return (
    <SettingsForm
      name="email"
      form={form}
      fields={FIELDS}
      savedMessage={t("forms.settings.email.saved")}
      save={async ({ email, password }) => {
        const answer = await update.mutateAsync({ email: email.trim(), password });
        onTokenRenewed(answer.response.token);
        onSaved?.(email.trim());
      }}
      // A password does not stay in the page once used.
      valuesAfterSave={({ email }) => ({ email: email.trim(), password: "" })}
    >
      <SettingsTextField
        form="email"
        control={form.control}
        name="email"
        type="email"
        autoComplete="email"
        label={t("forms.settings.email.label")}
        description={t("forms.settings.email.description")}
        isRequired
      />
      <CurrentPasswordField
        form="email"
        control={form.control}
        name="password"
        description={t("forms.settings.email.password_description")}
      />
    </SettingsForm>
  );
}
