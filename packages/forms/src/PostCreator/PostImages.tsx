"use client";
import { useTranslator } from "@causeway/i18n/react";
import { UPLOAD_ACCEPT, type Upload } from "@causeway/rules";
import { Button, Spinner } from "@causeway/ui";
import { Crop, ImagePlus, TriangleAlert, X } from "lucide-react";
import { FileTrigger } from "react-aria-components";

export interface PostImagesProps {
  images: readonly Upload[];
  previewOf: (image: Upload) => string | null;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  /** Crop and rotate an image (offered for the pictures chosen here, once uploaded). */
  onEdit?: (key: string) => void;
  canEdit?: (image: Upload) => boolean;
  isDisabled?: boolean;
}

/** The post's images: an add button, then one tile per image (placeholder until it returns). */
export function PostImages({
  images,
  previewOf,
  onAdd,
  onRemove,
  onEdit,
  canEdit,
  isDisabled,
}: PostImagesProps) {
  const { t } = useTranslator();
  return (
    <div data-slot="post-images" className="cw:flex cw:flex-col cw:gap-2">
      {images.length > 0 && (
        <ul aria-label={t("forms.post.images.label")} className="cw:flex cw:flex-wrap cw:gap-3">
          {images.map((image) => {
            const preview = previewOf(image);
            return (
              <li
                key={image.key}
                data-status={image.status}
                className="cw:relative cw:flex cw:w-28 cw:flex-col cw:gap-1 cw:text-xs"
              >
                <div className="cw:flex cw:size-28 cw:items-center cw:justify-center cw:overflow-hidden cw:rounded-md cw:border cw:border-border cw:bg-surface-sunken">
                  {image.status === "done" && preview ? (
                    <img src={preview} alt={image.name} className="cw:size-full cw:object-cover" />
                  ) : image.status === "fetching" ? (
                    <Spinner label={t("forms.post.images.uploading", { name: image.name })} />
                  ) : (
                    <TriangleAlert aria-hidden className="cw:size-6 cw:text-danger" />
                  )}
                </div>
                {image.status === "errored" && (
                  <span className="cw:text-danger">
                    {t("forms.post.images.failed", { name: image.name })}
                  </span>
                )}
                {onEdit && image.status === "done" && (canEdit?.(image) ?? true) ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    icon={<Crop aria-hidden className="cw:size-4" />}
                    aria-label={t("forms.post.images.edit", { name: image.name })}
                    onPress={() => onEdit(image.key)}
                    isDisabled={isDisabled}
                    className="cw:self-start"
                  >
                    {t("forms.post.images.edit_short")}
                  </Button>
                ) : null}
                <Button
                  iconOnly
                  size="sm"
                  variant="secondary"
                  aria-label={t("forms.post.images.remove", { name: image.name })}
                  className="cw:absolute cw:end-1 cw:top-1"
                  onPress={() => onRemove(image.key)}
                  isDisabled={isDisabled}
                  icon={<X aria-hidden className="cw:size-4" />}
                />
              </li>
            );
          })}
        </ul>
      )}
      <FileTrigger
        allowsMultiple
        acceptedFileTypes={UPLOAD_ACCEPT["post-image"].split(",")}
        onSelect={(list) => onAdd(list ? Array.from(list) : [])}
      >
        <Button
          variant="ghost"
          size="sm"
          icon={<ImagePlus aria-hidden className="cw:size-4" />}
          isDisabled={isDisabled}
          className="cw:self-start"
        >
          {t("forms.post.images.add")}
        </Button>
      </FileTrigger>
    </div>
  );
}
