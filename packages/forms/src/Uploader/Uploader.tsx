"use client";
import { useTranslator } from "@causeway/i18n/react";
import { acceptsFile, UPLOAD_ACCEPT, type Upload, type UploadPurpose } from "@causeway/rules";
import { cn, NativeButton, VisuallyHidden, WIDGET_ROOT } from "@causeway/ui";
import { Paperclip } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { UploadItem } from "./UploadItem";
import { uploadFailure } from "./upload-failure";
import { uploadKey } from "./upload-route";
import { type UploadFn, useApiUpload, useUploadsDispatch } from "./useUploads";

export interface UploaderProps {
  /** The files chosen so far (rules/uploads.ts); only those done with a media id count. */
  value: readonly Upload[];
  onChange: (next: readonly Upload[]) => void;
  /** invoice: images or any other file; document: images or PDF. */
  purpose?: Extract<UploadPurpose, "invoice" | "document">;
  label?: ReactNode;
  errorMessage?: string;
  isDisabled?: boolean;
  /** Replaces the API upload (e.g. one that reports progress). */
  upload?: UploadFn;
  /** Id of the add button, so an error summary can link to it. */
  id?: string;
  className?: string;
}

/**
 * Invoices and documents: each chosen file goes fetching -> done | errored (the error text shown on
 * the file), a placeholder stands in until an image returns, and every file can be removed.
 */
export function Uploader({
  value,
  onChange,
  purpose = "document",
  label,
  errorMessage,
  isDisabled,
  upload: customUpload,
  id,
  className,
}: UploaderProps) {
  const { t, has } = useTranslator();
  const apiUpload = useApiUpload(purpose);
  const upload = customUpload ?? apiUpload;
  const dispatch = useUploadsDispatch(value, onChange);
  const [previews, setPreviews] = useState<Record<string, string>>({});
  const [announcement, setAnnouncement] = useState("");
  const errorId = useId();
  const ownButtonId = useId();
  const buttonId = id ?? ownButtonId;
  const picker = useRef<HTMLInputElement>(null);

  useEffect(
    () => () => {
      for (const url of Object.values(previews)) URL.revokeObjectURL(url);
    },
    [previews],
  );

  const add = (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      const key = uploadKey(file);
      dispatch({ type: "started", key, name: file.name, mimeType: file.type });
      if (!acceptsFile(purpose, { mimeType: file.type, name: file.name })) {
        dispatch({
          type: "failed",
          key,
          error: t("forms.uploader.wrong_type", { name: file.name }),
        });
        continue;
      }
      upload(file, (progress) => dispatch({ type: "progressed", key, progress })).then(
        (result) => {
          if (file.type.startsWith("image/")) {
            setPreviews((all) => ({ ...all, [key]: URL.createObjectURL(file) }));
          }
          dispatch({ type: "succeeded", key, mediaId: result.id, path: result.path ?? null });
        },
        // Why it was refused (the server's reason), not only that it was.
        (error: unknown) => dispatch({ type: "failed", key, error: t(uploadFailure(error, has)) }),
      );
    }
  };

  const remove = (item: Upload) => {
    dispatch({ type: "removed", key: item.key });
    setAnnouncement(t("forms.uploader.removed", { name: item.name }));
    document.getElementById(buttonId)?.focus();
  };

  return (
    <fieldset
      aria-describedby={errorMessage ? errorId : undefined}
      data-slot="uploader"
      data-invalid={errorMessage ? true : undefined}
      className={cn(
        WIDGET_ROOT,
        "cw:m-0 cw:flex cw:min-w-0 cw:flex-col cw:gap-2 cw:border-0 cw:p-0 cw:text-fg",
        className,
      )}
    >
      <legend className="cw:mb-2 cw:p-0 cw:text-sm cw:font-medium">
        {label ?? t("forms.uploader.label")}
      </legend>
      {value.length > 0 ? (
        <ul aria-label={t("forms.uploader.files")} className="cw:flex cw:flex-col cw:gap-2">
          {value.map((item) => (
            <UploadItem
              key={item.key}
              upload={item}
              previewUrl={previews[item.key]}
              onRemove={() => remove(item)}
              isDisabled={isDisabled}
            />
          ))}
        </ul>
      ) : null}
      <div className="cw:flex cw:flex-wrap cw:items-center cw:gap-3">
        <input
          ref={picker}
          type="file"
          multiple
          hidden
          accept={UPLOAD_ACCEPT[purpose]}
          disabled={isDisabled}
          onChange={(event) => {
            add(event.target.files);
            // The same file chosen again after a removal is a new choice.
            event.target.value = "";
          }}
        />
        <NativeButton
          id={buttonId}
          variant="secondary"
          size="sm"
          icon={<Paperclip aria-hidden size={16} />}
          isDisabled={isDisabled}
          onPress={() => picker.current?.click()}
        >
          {t("forms.uploader.add")}
        </NativeButton>
        <span className="cw:text-xs cw:text-fg-muted">
          {t(
            purpose === "invoice"
              ? "forms.uploader.hint_invoices"
              : "forms.uploader.hint_documents",
          )}
        </span>
      </div>
      {errorMessage ? (
        <p id={errorId} className="cw:text-xs cw:font-medium cw:text-danger">
          {errorMessage}
        </p>
      ) : null}
      <VisuallyHidden>
        <span aria-live="polite">{announcement}</span>
      </VisuallyHidden>
    </fieldset>
  );
}
