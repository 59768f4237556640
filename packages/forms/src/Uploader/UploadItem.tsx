"use client";
import { useTranslator } from "@causeway/i18n/react";
import { isImageFile, type Upload } from "@causeway/rules";
import { cn, NativeButton, Spinner } from "@causeway/ui";
import { CircleAlert, CircleCheck, FileText, ImageIcon, X } from "lucide-react";

export interface UploadItemProps {
  upload: Upload;
  /** A local preview of an image once its upload returned (the server path otherwise). */
  previewUrl?: string;
  onRemove: () => void;
  isDisabled?: boolean;
}

/** One chosen file: a thumbnail (a placeholder until an image returns), its state and remove. */
export function UploadItem({ upload, previewUrl, onRemove, isDisabled }: UploadItemProps) {
  const { t } = useTranslator();
  const image = isImageFile(upload);
  const src = upload.status === "done" ? (previewUrl ?? upload.path ?? undefined) : undefined;
  const statusId = `${upload.key}-status`;
  return (
    <li
      data-slot="upload-item"
      data-status={upload.status}
      aria-describedby={statusId}
      className={cn(
        "cw:flex cw:items-center cw:gap-3 cw:rounded-md cw:border cw:border-border cw:bg-surface cw:p-2 cw:text-sm",
        "cw:data-[status=errored]:border-danger",
      )}
    >
      <span
        data-slot="upload-thumbnail"
        className="cw:flex cw:size-12 cw:shrink-0 cw:items-center cw:justify-center cw:overflow-hidden cw:rounded-sm cw:bg-surface-sunken cw:text-fg-muted"
      >
        {image && src ? (
          <img src={src} alt="" className="cw:size-full cw:object-cover" />
        ) : image ? (
          <ImageIcon aria-hidden size={20} />
        ) : (
          <FileText aria-hidden size={20} />
        )}
      </span>
      <span className="cw:flex cw:min-w-0 cw:flex-1 cw:flex-col cw:gap-1">
        <span className="cw:truncate cw:font-medium">{upload.name}</span>
        <span
          id={statusId}
          className="cw:flex cw:items-center cw:gap-1.5 cw:text-xs cw:text-fg-muted"
        >
          {upload.status === "fetching" ? (
            <>
              <Spinner size="sm" decorative />
              {t("forms.uploader.uploading")}
            </>
          ) : upload.status === "done" ? (
            <>
              <CircleCheck aria-hidden size={14} className="cw:text-success" />
              {t("forms.uploader.uploaded")}
            </>
          ) : (
            <span className="cw:flex cw:items-center cw:gap-1.5 cw:font-medium cw:text-danger">
              <CircleAlert aria-hidden size={14} />
              {upload.error}
            </span>
          )}
        </span>
        {upload.status === "fetching" ? (
          <span
            role="progressbar"
            aria-label={t("forms.uploader.uploading")}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={upload.progress > 0 ? Math.round(upload.progress * 100) : undefined}
            className="cw:block cw:h-1 cw:w-full cw:overflow-hidden cw:rounded-full cw:bg-surface-sunken"
          >
            <span
              className={cn(
                "cw:block cw:h-full cw:rounded-full cw:bg-primary cw:transition-[width]",
                upload.progress > 0 ? "" : "cw:w-1/3 cw:animate-pulse",
              )}
              style={upload.progress > 0 ? { width: `${upload.progress * 100}%` } : undefined}
            />
          </span>
        ) : null}
      </span>
      <NativeButton
        variant="ghost"
        size="sm"
        iconOnly
        aria-label={t("forms.uploader.remove", { name: upload.name })}
        icon={<X aria-hidden size={16} />}
        onPress={onRemove}
        isDisabled={isDisabled}
      />
    </li>
  );
}
