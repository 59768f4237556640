"use client";
import { userMutations } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { emailChangeProblem } from "../rules/account-settings";
import { SettingsForm, SettingsTextField } from "./SettingsForm";
import { rulesResolver } from "./settings-form";

interface EmailValues {
  email: string;
}

export interface EmailSettingsFormProps {
  /** The account's address now (user.email). */
  currentEmail: string | null;
  /** The server answers a NEW token for the changed account: store it (the jwt cookie). */
  onTokenRenewed: (token: string) => void;
  onSaved?: (email: string) => void;
}

/**
 * /settings/email: a new, valid address different from the current one, sent with
 * PUT /api/v2/user/email; the token it answers replaces the old one through `onTokenRenewed`.
 */
export function EmailSettingsForm({
  currentEmail,
  onTokenRenewed,
  onSaved,
}: EmailSettingsFormProps) {
  const { t } = useTranslator();
  const update = useMutation(userMutations.update("/api/v2/user/email"));
  const form = useForm<EmailValues>({
    defaultValues: { email: currentEmail ?? "" },
    resolver: rulesResolver((values) => ({
      email: emailChangeProblem(values.email, currentEmail),
    })),
  });
  return (
    <SettingsForm
      name="email"
      form={form}
      fields={["email"]}
      savedMessage={t("forms.settings.email.saved")}
      save={async ({ email }) => {
        const answer = await update.mutateAsync({ email: email.trim() });
        onTokenRenewed(answer.response.token);
        onSaved?.(email.trim());
      }}
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
    </SettingsForm>
  );
}
