"use client";
import { type User, userMutations } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { bioMax, charCount, type ProfileType, SCHEMA_MESSAGE } from "@causeway/rules";
import { useMutation } from "@tanstack/react-query";
import { Controller, useForm } from "react-hook-form";
import { RestrictedTextarea } from "../RestrictedTextarea";
import { SettingsForm, settingsFieldId, useErrorText } from "./SettingsForm";
import { rulesResolver } from "./settings-form";

export interface BioSettingsFormProps {
  currentBio: string;
  /** 001 §5: a business bio takes at most 150 characters, a personal one 500; both optional. */
  profileType: ProfileType;
  onSaved?: (user: User) => void;
}

/** The bio of /settings/general: optional, cut at its limit with a counter; PUT /api/v2/user/bio. */
export function BioSettingsForm({ currentBio, profileType, onSaved }: BioSettingsFormProps) {
  const { t } = useTranslator();
  const errorText = useErrorText();
  const max = bioMax(profileType);
  const update = useMutation(userMutations.update("/api/v2/user/bio"));
  const form = useForm<{ bio: string }>({
    defaultValues: { bio: currentBio },
    // The text area cuts what is typed or pasted; a stored bio over the limit (e.g. one written
    // before the account became a business) is refused until it is shortened.
    resolver: rulesResolver((values) => ({
      bio: charCount(values.bio.trim()) > max ? SCHEMA_MESSAGE.tooLong : null,
    })),
  });
  return (
    <SettingsForm
      name="bio"
      form={form}
      fields={["bio"]}
      savedMessage={t("forms.settings.bio.saved")}
      save={async ({ bio }) => {
        const answer = await update.mutateAsync({ bio: bio.trim() });
        onSaved?.(answer.response);
      }}
    >
      <Controller
        control={form.control}
        name="bio"
        render={({ field, fieldState }) => (
          <RestrictedTextarea
            id={settingsFieldId("bio", "bio")}
            name="bio"
            label={t(
              profileType === "business"
                ? "forms.signup.business.bio.label"
                : "forms.signup.bio.label",
            )}
            maxLength={max}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isInvalid={fieldState.invalid}
            errorMessage={errorText(fieldState.error)}
          />
        )}
      />
    </SettingsForm>
  );
}
