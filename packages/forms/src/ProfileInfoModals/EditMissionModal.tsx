"use client";
import { type User, userMutations } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { BUSINESS_MISSION_MAX } from "@causeway/rules";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { rulesResolver } from "../Settings/settings-form";
import { ProfileEditModal } from "./ProfileEditModal";
import { ProfileTextArea } from "./ProfileTextArea";
import { type MissionValues, missionProblems } from "./profile-info";

export interface EditMissionModalProps {
  /** The business member's current mission (business_info.mission); empty when none. */
  mission: string;
  isOpen: boolean;
  onClose: () => void;
  /** Saved: the user as the server answered. The modal asks the host to close. */
  onSaved: (user: User) => void;
}

const FORM = "profile-info-mission";

/**
 * "Edit mission" of a business member's profile page (000 §2): the optional mission, at most the
 * contract's 1000 characters, sent with PUT /api/v2/user/business-mission when it changed.
 */
export function EditMissionModal({ mission, isOpen, onClose, onSaved }: EditMissionModalProps) {
  const { t } = useTranslator();
  const defaults = { mission };
  const form = useForm<MissionValues>({
    defaultValues: defaults,
    resolver: rulesResolver(missionProblems),
  });
  const update = useMutation(userMutations.update("/api/v2/user/business-mission"));

  return (
    <ProfileEditModal
      name={FORM}
      title={t("forms.profile_info.mission_title")}
      isOpen={isOpen}
      onClose={onClose}
      onSaved={onSaved}
      form={form}
      defaults={defaults}
      fields={["mission"]}
      send={async (_field, value) => (await update.mutateAsync({ mission: value })).response}
    >
      <ProfileTextArea
        form={FORM}
        control={form.control}
        name="mission"
        label={t("forms.profile_info.mission_label")}
        maxLength={BUSINESS_MISSION_MAX}
        isReadOnly={form.formState.isSubmitting}
      />
    </ProfileEditModal>
  );
}
