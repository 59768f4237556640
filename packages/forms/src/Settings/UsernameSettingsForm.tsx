"use client";
import { userMutations } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import {
  normalizeUsernameInput,
  USERNAME_MAX,
  USERNAME_MESSAGE,
  usernameProblem,
  usernameSuggestions,
} from "@causeway/rules";
import { Button } from "@causeway/ui";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { SettingsForm, SettingsTextField } from "./SettingsForm";
import { rulesResolver } from "./settings-form";

export interface UsernameSettingsFormProps {
  currentUsername: string;
  /** user.can_username_change: when false the username is shown locked and cannot be sent. */
  canChange: boolean;
  /** The server answers a NEW token for the renamed account: store it (the jwt cookie). */
  onTokenRenewed: (token: string) => void;
  onSaved?: (username: string) => void;
}

/**
 * /settings/username (001 §5): whitespace stripped and an e-mail-like paste cut at the at-sign as
 * typed; Latin letters, digits, _ - . only; 4 to 20 characters; PUT /api/v2/user/username. A taken
 * name (400 username) is said under the field with two suggestions (with 1 and 11 appended) that
 * fill it in. The token the server answers replaces the old one through `onTokenRenewed`.
 */
export function UsernameSettingsForm({
  currentUsername,
  canChange,
  onTokenRenewed,
  onSaved,
}: UsernameSettingsFormProps) {
  const { t } = useTranslator();
  const update = useMutation(userMutations.update("/api/v2/user/username"));
  const form = useForm<{ username: string }>({
    defaultValues: { username: currentUsername },
    resolver: rulesResolver((values) => ({ username: usernameProblem(values.username) })),
  });
  const error = form.formState.errors.username;
  const taken = error?.type === "server" && error.message === USERNAME_MESSAGE.taken;
  const typed = form.watch("username");
  return (
    <SettingsForm
      name="username"
      form={form}
      fields={["username"]}
      isLocked={!canChange}
      savedMessage={t("forms.settings.username.saved")}
      save={async ({ username }) => {
        const answer = await update.mutateAsync({ username });
        onTokenRenewed(answer.response.token);
        onSaved?.(username);
      }}
    >
      <SettingsTextField
        form="username"
        control={form.control}
        name="username"
        autoComplete="username"
        label={t("forms.settings.username.label")}
        description={
          canChange ? t("forms.settings.username.description") : t("forms.settings.username.locked")
        }
        maxLength={USERNAME_MAX}
        normalize={normalizeUsernameInput}
        isReadOnly={!canChange}
        isRequired
      />
      {taken ? (
        <div className="cw:flex cw:flex-wrap cw:gap-2" data-slot="username-suggestions">
          {usernameSuggestions(typed).map((suggestion) => (
            <Button
              key={suggestion}
              size="sm"
              variant="secondary"
              aria-label={t("forms.settings.username.use", { username: suggestion })}
              onPress={() =>
                form.setValue("username", suggestion, { shouldDirty: true, shouldValidate: true })
              }
            >
              {suggestion}
            </Button>
          ))}
        </div>
      ) : null}
    </SettingsForm>
  );
}
