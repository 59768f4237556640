"use client";
export { AvatarDialog, type AvatarDialogProps } from "./AvatarDialog";
export { CoverDialog, type CoverDialogProps } from "./CoverDialog";
export {
  ProfileImageDialog,
  type ProfileImageDialogProps,
  type SaveProfileImage,
} from "./ProfileImageDialog";
export {
  INITIAL_PROFILE_IMAGE,
  type ProfileImageState,
  profileImageReducer,
  saveFailureMessage,
} from "./profile-image-state";
