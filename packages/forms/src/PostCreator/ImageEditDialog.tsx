"use client";
import { useTranslator } from "@causeway/i18n/react";
import {
  Alert,
  Button,
  type CropState,
  cropToBlob,
  Dialog,
  DialogContent,
  ImageCropper,
  loadImage,
  Segment,
  SegmentedControl,
} from "@causeway/ui";
import { useEffect, useRef, useState } from "react";
import { useObjectUrl } from "../ProfileImageDialogs/useObjectUrl";
import { type CropShape, croppedFileType, postCropSize } from "./post-image-crop";

export interface ImageEditDialogProps {
  /** The picture being edited; the dialog is open while there is one. */
  file: File | null;
  onCancel: () => void;
  /** The cropped and turned picture, as a file of the same name. */
  onSave: (file: File) => void;
}

/**
 * Crop and rotate one of a post's images (000 §2: "images with crop and rotate"): its own shape,
 * a square or a landscape frame; drag or arrow keys to move, zoom 1 to 2, quarter turns. Saving
 * draws the frame onto a canvas and hands back a new file; nothing leaves the browser here.
 */
export function ImageEditDialog({ file, onCancel, onSave }: ImageEditDialogProps) {
  const { t } = useTranslator();
  const url = useObjectUrl(file);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [shape, setShape] = useState<CropShape>("original");
  const [rotation, setRotation] = useState(0);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const crop = useRef<CropState | null>(null);

  useEffect(() => {
    setNatural(null);
    setShape("original");
    setRotation(0);
    setFailed(false);
    crop.current = null;
    if (!url) return;
    let live = true;
    loadImage(url).then(
      (image) => live && setNatural({ width: image.naturalWidth, height: image.naturalHeight }),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [url]);

  const size = natural ? postCropSize(natural, shape, rotation) : null;

  const save = async () => {
    const area = crop.current;
    if (!file || !url || !area || !size) return;
    setSaving(true);
    try {
      const type = croppedFileType(file.type);
      const blob = await cropToBlob(url, area.pixelCrop, area.rotation, size, {
        type,
        quality: 0.9,
      });
      onSave(new File([blob], file.name, { type }));
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={file !== null} onOpenChange={(open) => !open && !saving && onCancel()}>
      <DialogContent
        title={t("forms.post.image_edit.title")}
        description={file ? t("forms.post.image_edit.description", { name: file.name }) : undefined}
        size="md"
        footer={
          <>
            <Button variant="secondary" isDisabled={saving} onPress={onCancel}>
              {t("forms.post.image_edit.cancel")}
            </Button>
            <Button isDisabled={!size || failed} isLoading={saving} onPress={save}>
              {t("forms.post.image_edit.save")}
            </Button>
          </>
        }
      >
        <div data-slot="post-image-edit" className="cw:flex cw:flex-col cw:gap-4">
          {failed ? (
            <Alert variant="danger" isLive title={t("forms.post.image_edit.failed")} />
          ) : null}
          <SegmentedControl
            aria-label={t("forms.post.image_edit.shape")}
            value={shape}
            onChange={(value) => setShape(value as CropShape)}
            isDisabled={saving}
          >
            <Segment id="original">{t("forms.post.image_edit.original")}</Segment>
            <Segment id="square">{t("forms.post.image_edit.square")}</Segment>
            <Segment id="landscape">{t("forms.post.image_edit.landscape")}</Segment>
          </SegmentedControl>
          {url && size ? (
            <ImageCropper
              image={url}
              outputSize={size}
              areaLabel={t("forms.post.image_edit.area")}
              isDisabled={saving}
              onCropChange={(next) => {
                crop.current = next;
                if (next.rotation !== rotation) setRotation(next.rotation);
              }}
            />
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
