"use client";
import { useTranslator } from "@causeway/i18n/react";
import { Button, type GalleryImage, Modal } from "@causeway/ui";
import { ChevronLeft, ChevronRight } from "lucide-react";

export interface ImageViewerProps {
  images: readonly GalleryImage[];
  /** The image shown; the viewer is open while there is one. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
}

/** A post's image at full size in a dialog, with the previous and next ones a press away. */
export function ImageViewer({ images, index, onIndexChange }: ImageViewerProps) {
  const { t } = useTranslator();
  const image = index === null ? undefined : images[index];
  const count = images.length;
  const step = (by: number) => index !== null && onIndexChange((index + by + count) % count);
  return (
    <Modal
      isOpen={image !== undefined}
      onClose={() => onIndexChange(null)}
      size="lg"
      title={index === null ? "" : t("forms.post_card.image_of", { index: index + 1, count })}
      footer={
        count > 1 ? (
          <>
            <Button
              variant="secondary"
              icon={<ChevronLeft aria-hidden className="cw:size-4" />}
              onPress={() => step(-1)}
            >
              {t("forms.post_card.image_previous")}
            </Button>
            <Button
              variant="secondary"
              icon={<ChevronRight aria-hidden className="cw:size-4" />}
              onPress={() => step(1)}
            >
              {t("forms.post_card.image_next")}
            </Button>
          </>
        ) : null
      }
    >
      {image ? (
        <img
          src={image.src}
          alt={image.alt}
          className="cw:mx-auto cw:max-h-[70vh] cw:w-auto cw:max-w-full cw:rounded-md cw:object-contain"
        />
      ) : null}
    </Modal>
  );
}
