"use client";
export { EditMissionModal, type EditMissionModalProps } from "./EditMissionModal";
export { EditPersonalInfoModal, type EditPersonalInfoModalProps } from "./EditPersonalInfoModal";
export {
  changedFields,
  type MissionValues,
  missionProblems,
  type PersonalInfoValues,
  personalInfoProblems,
} from "./profile-info";
