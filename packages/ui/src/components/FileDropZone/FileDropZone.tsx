"use client";
import { useTranslator } from "@causeway/i18n/react";
import { Upload } from "lucide-react";
import { useState } from "react";
import { DropZone, FileTrigger, Text } from "react-aria-components";
import { cn } from "../../lib/cn";
import { Button } from "../Button";
import { checkFiles, type Rejection } from "./checkFiles";

export interface FileDropZoneProps {
  /** Called with the files that pass the type and size checks. */
  onFiles: (files: File[]) => void;
  /** MIME types, e.g. ["image/png", "image/jpeg", "image/gif", "application/pdf"]. */
  accept?: string[];
  /** Bytes per file. */
  maxSize?: number;
  multiple?: boolean;
  isDisabled?: boolean;
  /** Names the drop area for screen readers; defaults to the dictionary's prompt. */
  label?: string;
  className?: string;
}

const LABELS: Record<string, string> = {
  "image/png": "PNG",
  "image/jpeg": "JPEG",
  "image/gif": "GIF",
  "image/webp": "WebP",
  "application/pdf": "PDF",
};

/** Drop files here or choose them with a button; wrong types and sizes are named, not dropped. */
export function FileDropZone({
  onFiles,
  accept,
  maxSize,
  multiple = false,
  isDisabled = false,
  label,
  className,
}: FileDropZoneProps) {
  const { t, locale } = useTranslator();
  const [rejected, setRejected] = useState<Rejection[]>([]);
  const size = (bytes: number) =>
    new Intl.NumberFormat(locale, {
      style: "unit",
      unit: "megabyte",
      maximumFractionDigits: 1,
    }).format(bytes / 1_000_000);

  function take(files: File[]) {
    const result = checkFiles(files, { accept, maxSize, multiple });
    setRejected(result.rejected);
    if (result.accepted.length) onFiles(result.accepted);
  }

  const message = (r: Rejection) =>
    r.reason === "type"
      ? t("ui.dropzone.error_type", { name: r.name })
      : r.reason === "size"
        ? t("ui.dropzone.error_size", { name: r.name, size: size(maxSize ?? 0) })
        : t("ui.dropzone.error_multiple");
  const prompt = label ?? t(multiple ? "ui.dropzone.prompt" : "ui.dropzone.prompt_single");

  return (
    <div data-slot="file-drop-zone" className={cn("cw:flex cw:flex-col cw:gap-2", className)}>
      <DropZone
        aria-label={prompt}
        isDisabled={isDisabled}
        onDrop={async (event) => {
          const items = event.items.filter((item) => item.kind === "file");
          take(await Promise.all(items.map((item) => item.getFile())));
        }}
        className={cn(
          "cw:flex cw:flex-col cw:items-center cw:gap-3 cw:rounded-lg cw:border-2 cw:border-dashed cw:border-border-strong cw:bg-surface-muted cw:p-6 cw:text-center cw:outline-none",
          "cw:data-[drop-target]:border-primary cw:data-[drop-target]:bg-primary-soft",
          "cw:data-[focus-visible]:ring-2 cw:data-[focus-visible]:ring-focus cw:data-[disabled]:opacity-50",
        )}
      >
        {({ isDropTarget }) => (
          <>
            <Upload aria-hidden size={28} className="cw:text-fg-muted" />
            <Text slot="label" className="cw:font-medium cw:text-fg">
              {isDropTarget ? t("ui.dropzone.drop") : prompt}
            </Text>
            <FileTrigger
              acceptedFileTypes={accept}
              allowsMultiple={multiple}
              onSelect={(list) => take(list ? Array.from(list) : [])}
            >
              <Button variant="secondary" size="sm" isDisabled={isDisabled}>
                {t(multiple ? "ui.dropzone.browse" : "ui.dropzone.browse_single")}
              </Button>
            </FileTrigger>
            {/* Not a <Text>: the DropZone gives every Text its label's id (two ids alike). */}
            <span
              data-slot="file-drop-zone-hint"
              aria-disabled={isDisabled || undefined}
              className="cw:text-xs cw:text-fg-muted"
            >
              {accept?.length
                ? t("ui.dropzone.types", { types: accept.map((a) => LABELS[a] ?? a).join(", ") })
                : null}
              {accept?.length && maxSize ? " · " : null}
              {maxSize ? t("ui.dropzone.max_size", { size: size(maxSize) }) : null}
            </span>
          </>
        )}
      </DropZone>
      {rejected.length > 0 && (
        <div role="alert" className="cw:flex cw:flex-col cw:gap-1 cw:text-sm cw:text-danger">
          {rejected.map((r) => (
            <p key={`${r.name}-${r.reason}`}>{message(r)}</p>
          ))}
        </div>
      )}
    </div>
  );
}
