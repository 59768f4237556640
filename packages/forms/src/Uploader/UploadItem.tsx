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
        "flex items-center gap-3 rounded-md border border-border bg-surface p-2 text-sm",
        "data-[status=errored]:border-danger",
      )}
    >
      <span
        data-slot="upload-thumbnail"
        className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-sm bg-surface-sunken text-fg-muted"
      >
        {image && src ? (
          <img src={src} alt="" className="size-full object-cover" />
        ) : image ? (
          <ImageIcon aria-hidden size={20} />
        ) : (
          <FileText aria-hidden size={20} />
        )}
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="truncate font-medium">{upload.name}</span>
        <span id={statusId} className="flex items-center gap-1.5 text-xs text-fg-muted">
          {upload.status === "fetching" ? (
            <>
              <Spinner size="sm" decorative />
              {t("forms.uploader.uploading")}
            </>
          ) : upload.status === "done" ? (
            <>
              <CircleCheck aria-hidden size={14} className="text-success" />
              {t("forms.uploader.uploaded")}
            </>
          ) : (
            <span className="flex items-center gap-1.5 font-medium text-danger">
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
            className="block h-1 w-full overflow-hidden rounded-full bg-surface-sunken"
          >
            <span
              className={cn(
                "block h-full rounded-full bg-primary transition-[width]",
                upload.progress > 0 ? "" : "w-1/3 animate-pulse",
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
