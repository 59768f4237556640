"use client";
import { userMutations } from "@causeway/api-client";
import { useMutation } from "@tanstack/react-query";
import { ProfileImageDialog, type ProfileImageDialogProps } from "./ProfileImageDialog";

export type AvatarDialogProps = Omit<ProfileImageDialogProps, "kind" | "save">;

/**
 * The avatar dialog (000 §2): choose a png, gif or jpeg, reposition it in a round frame (drag or
 * arrow keys, zoom 1 to 2 in steps of 0.01, quarter-turn rotation), save it as a 200 x 200 PNG
 * through POST /api/v2/user/avatar (multipart `file`). `onSaved` gets the updated user.
 */
export function AvatarDialog(props: AvatarDialogProps) {
  const upload = useMutation(userMutations.avatar());
  return (
    <ProfileImageDialog {...props} kind="avatar" save={(image) => upload.mutateAsync(image)} />
  );
}
