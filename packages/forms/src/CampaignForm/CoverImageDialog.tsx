"use client";
import { uploadMutations } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import type { DraftImage } from "@causeway/rules";
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES } from "@causeway/rules";
import {
  Alert,
  Button,
  type CropState,
  cropToBlob,
  Dialog,
  DialogContent,
  FileDropZone,
  ImageCropper,
  ProgressBar,
} from "@causeway/ui";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { isPicture } from "./is-picture";

/** The cover is 16:9, saved at 1280 x 720 (a campaign page shows it full width). */
export const CAMPAIGN_COVER_OUTPUT = { width: 1280, height: 720 } as const;

export interface CoverImageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The uploaded crop: its media id and path. */
  onSaved: (image: DraftImage) => void;
}

/**
 * The campaign cover: choose a png, gif or jpeg (up to 10 MB; a file that is not one, whatever its
 * name, is refused with its name), position it in a 16:9 frame (zoom
 * 1 to 2, quarter turns, arrow keys), save: the crop is uploaded as a JPEG (POST
 * /api/v2/resources/image). A failure is said in the dialog and the photo and its frame are kept.
 */
export function CoverImageDialog({ open, onOpenChange, onSaved }: CoverImageDialogProps) {
  const { t } = useTranslator();
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const crop = useRef<CropState | null>(null);
  const [framed, setFramed] = useState(false);
  // A file that passed the type check but is no picture the browser can draw: named, not framed.
  const [notPicture, setNotPicture] = useState<string | null>(null);
  const upload = useMutation(uploadMutations.image());

  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);

  const close = (next: boolean) => {
    if (upload.isPending && !next) return;
    onOpenChange(next);
    if (!next) {
      setFile(null);
      setFramed(false);
      setNotPicture(null);
      upload.reset();
    }
  };

  const choose = async (chosen: File) => {
    setNotPicture(null);
    if (await isPicture(chosen)) setFile(chosen);
    else setNotPicture(chosen.name);
  };

  const save = async () => {
    const area = crop.current;
    if (!url || !area) return;
    try {
      const blob = await cropToBlob(url, area.pixelCrop, area.rotation, CAMPAIGN_COVER_OUTPUT, {
        type: "image/jpeg",
        quality: 0.88,
      });
      const [stored] = await upload.mutateAsync(blob);
      if (!stored) throw new Error("No image in the answer");
      onSaved({ id: stored.id, path: stored.path });
      close(false);
    } catch {
      // The mutation's error is shown; the photo and its frame stay for another try.
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        title={t("forms.campaign_form.cover.title")}
        description={t("forms.campaign_form.cover.description")}
        size="md"
        footer={
          <>
            <Button variant="secondary" isDisabled={upload.isPending} onPress={() => close(false)}>
              {t("forms.profile_image.cancel")}
            </Button>
            <Button
              isDisabled={!url || !framed}
              isLoading={upload.isPending}
              onPress={() => void save()}
            >
              {t(upload.isError ? "forms.profile_image.retry" : "forms.campaign_form.cover.use")}
            </Button>
          </>
        }
      >
        <div data-slot="cover-image-dialog" className="cw:flex cw:flex-col cw:gap-4">
          {!url ? (
            <FileDropZone
              accept={[...PROFILE_IMAGE_TYPES]}
              maxSize={PROFILE_IMAGE_MAX_BYTES}
              onFiles={([chosen]) => {
                if (chosen) void choose(chosen);
              }}
            />
          ) : (
            <>
              <ImageCropper
                image={url}
                outputSize={CAMPAIGN_COVER_OUTPUT}
                areaLabel={t("forms.campaign_form.cover.crop_area")}
                isDisabled={upload.isPending}
                onCropChange={(next) => {
                  crop.current = next;
                  setFramed(true);
                }}
              />
              <Button
                variant="ghost"
                size="sm"
                isDisabled={upload.isPending}
                onPress={() => {
                  setFile(null);
                  setFramed(false);
                }}
              >
                {t("forms.profile_image.replace")}
              </Button>
            </>
          )}
          {notPicture ? (
            <Alert
              variant="danger"
              isLive
              title={t("forms.campaign_form.cover.not_picture", { name: notPicture })}
            />
          ) : null}
          {upload.isPending ? (
            <ProgressBar isIndeterminate label={t("forms.campaign_form.cover.saving")} size="sm" />
          ) : null}
          {upload.isError ? (
            <Alert
              variant="danger"
              isLive
              title={t("forms.campaign_form.cover.failed")}
              description={t("forms.profile_image.kept")}
            />
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
