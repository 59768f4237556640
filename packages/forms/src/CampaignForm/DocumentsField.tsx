"use client";
import { useTranslator } from "@causeway/i18n/react";
import type { DraftDocument } from "@causeway/rules";
import {
  existingUpload,
  hasPendingUploads,
  isImageFile,
  type Upload,
  uploadedFiles,
} from "@causeway/rules";
import { WIDGET_ROOT } from "@causeway/ui";
import { useEffect, useRef, useState } from "react";
import { Uploader, type UploadFn } from "../Uploader";
import { type CampaignFieldsProps, campaignFieldId } from "./fields";
import { useMessage } from "./useMessage";

export interface DocumentsFieldProps extends Omit<CampaignFieldsProps, "draft" | "onChange"> {
  value: readonly DraftDocument[];
  onChange: (documents: DraftDocument[]) => void;
  /** Tells the host while files are on their way (it waits before going on). */
  onBusyChange?: (busy: boolean) => void;
  upload?: UploadFn;
}

const asUpload = (d: DraftDocument): Upload => ({
  ...existingUpload({ id: d.id, name: d.name, ...(d.path ? { path: d.path } : {}) }),
  mimeType: d.type === "image" ? "image/*" : "application/pdf",
});

/**
 * The documents that back the campaign (a diagnosis, an invoice, a statement): images or PDF.
 * Only uploaded files count; each done file is kept by its media id.
 */
export function DocumentsField({
  value,
  onChange,
  errors,
  idPrefix = "campaign",
  isDisabled,
  onBusyChange,
  upload,
}: DocumentsFieldProps) {
  const { t } = useTranslator();
  const say = useMessage();
  const [uploads, setUploads] = useState<readonly Upload[]>(() => value.map(asUpload));
  const busy = hasPendingUploads(uploads);
  const reportBusy = useRef(onBusyChange);
  reportBusy.current = onBusyChange;
  useEffect(() => reportBusy.current?.(busy), [busy]);
  return (
    <div data-slot="campaign-documents" className={`${WIDGET_ROOT} cw:flex cw:flex-col cw:gap-3`}>
      <p className="cw:text-sm cw:text-fg-muted">{t("forms.campaign_form.documents.hint")}</p>
      <Uploader
        id={campaignFieldId(idPrefix, "documents")}
        label={t("forms.campaign_form.documents.label")}
        purpose="document"
        value={uploads}
        isDisabled={isDisabled}
        errorMessage={say(errors.documents)}
        {...(upload ? { upload } : {})}
        onChange={(next) => {
          setUploads(next);
          onChange(
            uploadedFiles(next).map((u) => ({
              id: u.mediaId,
              name: u.name,
              path: u.path,
              type: isImageFile(u) ? "image" : "file",
            })),
          );
        }}
      />
    </div>
  );
}
