"use client";
import { useTranslator } from "@causeway/i18n/react";
import { acceptsFile, UPLOAD_ACCEPT } from "@causeway/rules";
import { Avatar, Button, Spinner, WIDGET_ROOT } from "@causeway/ui";
import { ImageUp } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { FileTrigger } from "react-aria-components";
import { type UploadFn, useApiUpload } from "../Uploader";

export type LogoStatus = "idle" | "uploading" | "done" | "errored";

export interface LogoFieldProps {
  /** The uploaded logo's media id. */
  value: number | null;
  onChange: (mediaId: number | null) => void;
  onStatusChange?: (status: LogoStatus) => void;
  /** The id of the choose button, for the error summary. */
  id?: string;
  /** The form's message (required, or a server error). */
  errorMessage?: string;
  isDisabled?: boolean;
  /** Replaces the API upload (/api/v2/resources/image). */
  upload?: UploadFn;
}

/**
 * The organisation's logo: one png, gif or jpeg image uploaded as soon as it is chosen; a failed
 * upload says error.business.logo.failed_to_upload on the field (001 §8) and counts as no logo.
 */
export function LogoField({
  value,
  onChange,
  onStatusChange,
  id,
  errorMessage,
  isDisabled,
  upload: customUpload,
}: LogoFieldProps) {
  const { t } = useTranslator();
  const apiUpload = useApiUpload();
  const upload = customUpload ?? apiUpload;
  const [status, setOwnStatus] = useState<LogoStatus>(value ? "done" : "idle");
  const [own, setOwn] = useState<{ name: string; preview: string | null; error?: string } | null>(
    null,
  );
  const attempt = useRef(0);
  const messageId = useId();
  // Told in the same update as the field's own state, so the form's blocker never lags behind.
  const setStatus = (next: LogoStatus) => {
    setOwnStatus(next);
    onStatusChange?.(next);
  };

  useEffect(() => () => void (own?.preview && URL.revokeObjectURL(own.preview)), [own]);

  const choose = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    const mine = ++attempt.current;
    onChange(null);
    if (!acceptsFile("avatar", { mimeType: file.type, name: file.name })) {
      setOwn({
        name: file.name,
        preview: null,
        error: t("forms.signup.logo.wrong_type", { name: file.name }),
      });
      setStatus("errored");
      return;
    }
    setOwn({ name: file.name, preview: null });
    setStatus("uploading");
    upload(file, () => {}).then(
      (result) => {
        if (mine !== attempt.current) return;
        setOwn({ name: file.name, preview: URL.createObjectURL(file) });
        setStatus("done");
        onChange(result.id);
      },
      () => {
        if (mine !== attempt.current) return;
        setOwn({
          name: file.name,
          preview: null,
          error: t("error.business.logo.failed_to_upload"),
        });
        setStatus("errored");
      },
    );
  };

  const shownError = own?.error ?? errorMessage;
  return (
    <fieldset
      data-slot="logo-field"
      data-status={status}
      aria-describedby={shownError ? messageId : undefined}
      className={`${WIDGET_ROOT} m-0 flex min-w-0 flex-col gap-2 border-0 p-0 text-fg`}
    >
      <legend className="mb-2 p-0 font-medium text-sm">{t("forms.signup.logo.label")}</legend>
      <div className="flex flex-wrap items-center gap-3">
        {own?.preview ? (
          <Avatar size="lg" src={own.preview} alt={t("forms.signup.logo.label")} />
        ) : (
          <span
            aria-hidden
            className="flex size-12 items-center justify-center rounded-full border border-border border-dashed text-fg-muted"
          >
            <ImageUp size={20} />
          </span>
        )}
        <FileTrigger acceptedFileTypes={UPLOAD_ACCEPT.avatar.split(",")} onSelect={choose}>
          <Button
            id={id}
            variant="secondary"
            size="sm"
            isDisabled={isDisabled || status === "uploading"}
            aria-describedby={shownError ? messageId : undefined}
          >
            {t(value ? "forms.signup.logo.replace" : "forms.signup.logo.choose")}
          </Button>
        </FileTrigger>
        <span className="text-fg-muted text-xs">{t("forms.signup.logo.hint")}</span>
      </div>
      <div aria-live="polite" className="text-sm">
        {status === "uploading" ? (
          <span className="flex items-center gap-2 text-fg-muted">
            <Spinner size="sm" decorative />
            {t("forms.signup.logo.uploading")}
          </span>
        ) : status === "done" && own ? (
          <span className="text-fg-muted">
            {t("forms.signup.logo.uploaded", { name: own.name })}
          </span>
        ) : null}
      </div>
      {shownError ? (
        <p id={messageId} className="font-medium text-danger text-xs">
          {shownError}
        </p>
      ) : null}
    </fieldset>
  );
}
