"use client";
import { type User, userMutations } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { bioMax, NAME_MAX } from "@causeway/rules";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { SettingsTextField } from "../Settings/SettingsForm";
import { rulesResolver } from "../Settings/settings-form";
import { ProfileEditModal } from "./ProfileEditModal";
import { ProfileTextArea } from "./ProfileTextArea";
import { type PersonalInfoValues, personalInfoProblems } from "./profile-info";

export interface EditPersonalInfoModalProps {
  /** The signed-in user: their name, bio and type (a business bio is shorter). */
  user: Pick<User, "name" | "bio" | "type">;
  /** The name cannot be changed (001 §5): shown read-only and never sent. */
  isNameLocked?: boolean;
  isOpen: boolean;
  onClose: () => void;
  /** Saved: the user as the server answered. The modal asks the host to close. */
  onSaved: (user: User) => void;
}

const FORM = "profile-info-personal";

/**
 * "Edit personal info" of the profile page (000 §2): the name (max 30, locked when the user
 * cannot change it) and the optional bio (150 for a business member, 500 for a personal one).
 * Save sends only what changed: PUT /api/v2/user/name, then PUT /api/v2/user/bio.
 */
export function EditPersonalInfoModal({
  user,
  isNameLocked = false,
  isOpen,
  onClose,
  onSaved,
}: EditPersonalInfoModalProps) {
  const { t } = useTranslator();
  const defaults = { name: user.name, bio: user.bio ?? "" };
  const form = useForm<PersonalInfoValues>({
    defaultValues: defaults,
    resolver: rulesResolver((values) => personalInfoProblems(values, user.type, isNameLocked)),
  });
  const updateName = useMutation(userMutations.update("/api/v2/user/name"));
  const updateBio = useMutation(userMutations.update("/api/v2/user/bio"));
  const saving = form.formState.isSubmitting;

  return (
    <ProfileEditModal
      name={FORM}
      title={t("forms.profile_info.personal_title")}
      isOpen={isOpen}
      onClose={onClose}
      onSaved={onSaved}
      form={form}
      defaults={defaults}
      fields={isNameLocked ? ["bio"] : ["name", "bio"]}
      send={async (field, value) =>
        (field === "name"
          ? await updateName.mutateAsync({ name: value })
          : await updateBio.mutateAsync({ bio: value })
        ).response
      }
    >
      <SettingsTextField
        form={FORM}
        control={form.control}
        name="name"
        autoComplete="name"
        label={t("forms.settings.name.label")}
        description={isNameLocked ? t("forms.settings.name.locked") : undefined}
        maxLength={NAME_MAX}
        showCharacterCount={!isNameLocked}
        isReadOnly={isNameLocked || saving}
        isRequired={!isNameLocked}
      />
      <ProfileTextArea
        form={FORM}
        control={form.control}
        name="bio"
        label={t(
          user.type === "business" ? "forms.signup.business.bio.label" : "forms.signup.bio.label",
        )}
        maxLength={bioMax(user.type)}
        isReadOnly={saving}
      />
    </ProfileEditModal>
  );
}
