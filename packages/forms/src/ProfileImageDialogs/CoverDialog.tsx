"use client";
import { uploadMutations, userMutations } from "@causeway/api-client";
import { useMutation } from "@tanstack/react-query";
import { ProfileImageDialog, type ProfileImageDialogProps } from "./ProfileImageDialog";

export type CoverDialogProps = Omit<ProfileImageDialogProps, "kind" | "save">;

/**
 * The business cover dialog (000 §2): choose a png, gif or jpeg, reposition it in a 382.5 x 156
 * frame (zoom 1 to 2 in steps of 0.01, quarter-turn rotation), save it: the crop is uploaded
 * (POST /api/v2/resources/image, multipart `file`, drawn at 765 x 312) and its media id set as the
 * cover (PUT /api/v2/user/business-cover). `onSaved` gets the updated user.
 */
export function CoverDialog(props: CoverDialogProps) {
  const upload = useMutation(uploadMutations.image());
  const setCover = useMutation(userMutations.update("/api/v2/user/business-cover"));
  return (
    <ProfileImageDialog
      {...props}
      kind="cover"
      save={async (image) => {
        const [stored] = await upload.mutateAsync(image);
        if (!stored) throw new Error("No image in the answer");
        const answer = await setCover.mutateAsync({ cover: stored.id });
        return answer.response;
      }}
    />
  );
}
