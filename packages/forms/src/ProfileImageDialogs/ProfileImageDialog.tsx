"use client";
import type { User } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import {
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_OUTPUT,
  PROFILE_IMAGE_TYPES,
  type ProfileImageKind,
  profileImageProblem,
} from "@causeway/rules";
import {
  Alert,
  Button,
  type CropState,
  cropToBlob,
  Dialog,
  DialogContent,
  FileDropZone,
  ImageCropper,
  loadImage,
  ProgressBar,
} from "@causeway/ui";
import { useEffect, useReducer, useRef, useState } from "react";
import {
  INITIAL_PROFILE_IMAGE,
  isBusy,
  PROFILE_IMAGE_MESSAGE,
  profileImageReducer,
  saveFailureMessage,
} from "./profile-image-state";
import { ReplaceFile } from "./ReplaceFile";
import { useObjectUrl } from "./useObjectUrl";

/** Sends the cropped image and answers the updated user. */
export type SaveProfileImage = (image: Blob) => Promise<User>;

export interface ProfileImageDialogProps {
  kind: ProfileImageKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  save: SaveProfileImage;
  onSaved?: (user: User) => void;
  /** Starts at the crop step with this file (a host that already has one). */
  initialFile?: File | null;
}

/** The steps shared by the avatar and cover dialogs: choose, crop, save, with errors kept. */
export function ProfileImageDialog({
  kind,
  open,
  onOpenChange,
  save,
  onSaved,
  initialFile = null,
}: ProfileImageDialogProps) {
  const { t, has } = useTranslator();
  const [state, dispatch] = useReducer(
    profileImageReducer,
    initialFile ? { status: "cropping", file: initialFile, error: null } : INITIAL_PROFILE_IMAGE,
  );
  const url = useObjectUrl(state.file);
  const crop = useRef<CropState | null>(null);
  // Save waits for the cropper to report its first frame.
  const [framed, setFramed] = useState(false);
  // A host may open the dialog from any button: focus goes back to it on closing.
  const returnFocus = useRef<HTMLElement | null>(null);
  const busy = isBusy(state);
  const output = PROFILE_IMAGE_OUTPUT[kind];
  const say = (message: string | null) => (message && has(message) ? t(message) : message);

  // A file the browser cannot decode (a renamed document) sends the user back to choosing.
  useEffect(() => {
    if (!url || !state.file) return;
    const name = state.file.name;
    let live = true;
    loadImage(url).catch(() => {
      if (live)
        dispatch({ type: "unreadable", message: t(PROFILE_IMAGE_MESSAGE.unreadable, { name }) });
    });
    return () => {
      live = false;
    };
  }, [url, state.file, t]);

  const onSave = async () => {
    const area = crop.current;
    if (!url || !area || busy) return;
    dispatch({ type: "saveStarted" });
    try {
      const image = await cropToBlob(url, area.pixelCrop, area.rotation, output.size, {
        type: "image/png",
        scale: output.scale,
      });
      const user = await save(image);
      // Saved: the next opening starts from a fresh choice.
      dispatch({ type: "reset" });
      onSaved?.(user);
      onOpenChange(false);
    } catch (error) {
      dispatch({ type: "saveFailed", message: saveFailureMessage(error) });
    }
  };

  const close = (next: boolean) => {
    if (busy && !next) return;
    onOpenChange(next);
    if (!next) dispatch({ type: "reset" });
  };

  const choosing = state.status === "choosing" || !url;
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        title={t(`forms.${kind}.title`)}
        description={t(`forms.${kind}.description`)}
        size="md"
        onOpenAutoFocus={() => {
          returnFocus.current = document.activeElement as HTMLElement | null;
        }}
        onCloseAutoFocus={(event) => {
          if (!returnFocus.current?.isConnected) return;
          event.preventDefault();
          returnFocus.current.focus();
        }}
        footer={
          <>
            <Button variant="secondary" isDisabled={busy} onPress={() => close(false)}>
              {t("forms.profile_image.cancel")}
            </Button>
            <Button isDisabled={choosing || !framed} isLoading={busy} onPress={onSave}>
              {t(
                state.status === "failed"
                  ? "forms.profile_image.retry"
                  : "forms.profile_image.save",
              )}
            </Button>
          </>
        }
      >
        <div
          data-slot="profile-image-dialog"
          data-kind={kind}
          className="cw:flex cw:flex-col cw:gap-4"
        >
          {state.error && state.status !== "failed" ? (
            <Alert variant="danger" isLive title={say(state.error)} />
          ) : null}
          {choosing ? (
            <FileDropZone
              accept={[...PROFILE_IMAGE_TYPES]}
              maxSize={PROFILE_IMAGE_MAX_BYTES}
              onFiles={([file]) => {
                if (file && profileImageProblem(file) === null) dispatch({ type: "chosen", file });
              }}
            />
          ) : (
            <>
              <ImageCropper
                image={url}
                outputSize={output.size}
                cropShape={kind === "avatar" ? "round" : "rect"}
                areaLabel={t(`forms.${kind}.crop_area`)}
                isDisabled={busy}
                onCropChange={(next) => {
                  crop.current = next;
                  setFramed(true);
                }}
              />
              <ReplaceFile
                isDisabled={busy}
                onFile={(file) => dispatch({ type: "chosen", file })}
                onRejected={(message) => dispatch({ type: "rejected", message })}
                label={t("forms.profile_image.replace")}
              />
            </>
          )}
          {busy ? (
            <ProgressBar isIndeterminate label={t("forms.profile_image.saving")} size="sm" />
          ) : null}
          {state.status === "failed" ? (
            <Alert
              variant="danger"
              isLive
              title={say(state.error)}
              description={t("forms.profile_image.kept")}
            />
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
