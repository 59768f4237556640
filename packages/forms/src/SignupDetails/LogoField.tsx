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
      className={`${WIDGET_ROOT} cw:m-0 cw:flex cw:min-w-0 cw:flex-col cw:gap-2 cw:border-0 cw:p-0 cw:text-fg`}
    >
      <legend className="cw:mb-2 cw:p-0 cw:font-medium cw:text-sm">
        {t("forms.signup.logo.label")}
      </legend>
      <div className="cw:flex cw:flex-wrap cw:items-center cw:gap-3">
        {own?.preview ? (
          <Avatar size="lg" src={own.preview} alt={t("forms.signup.logo.label")} />
        ) : (
          <span
            aria-hidden
            className="cw:flex cw:size-12 cw:items-center cw:justify-center cw:rounded-full cw:border cw:border-border cw:border-dashed cw:text-fg-muted"
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
        <span className="cw:text-fg-muted cw:text-xs">{t("forms.signup.logo.hint")}</span>
      </div>
      <div aria-live="polite" className="cw:text-sm">
        {status === "uploading" ? (
          <span className="cw:flex cw:items-center cw:gap-2 cw:text-fg-muted">
            <Spinner size="sm" decorative />
            {t("forms.signup.logo.uploading")}
          </span>
        ) : status === "done" && own ? (
          <span className="cw:text-fg-muted">
            {t("forms.signup.logo.uploaded", { name: own.name })}
          </span>
        ) : null}
      </div>
      {shownError ? (
        <p id={messageId} className="cw:font-medium cw:text-danger cw:text-xs">
          {shownError}
        </p>
      ) : null}
    </fieldset>
  );
}
