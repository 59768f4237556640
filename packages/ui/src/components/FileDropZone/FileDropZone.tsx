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
    <div data-slot="file-drop-zone" className={cn("flex flex-col gap-2", className)}>
      <DropZone
        aria-label={prompt}
        isDisabled={isDisabled}
        onDrop={async (event) => {
          const items = event.items.filter((item) => item.kind === "file");
          take(await Promise.all(items.map((item) => item.getFile())));
        }}
        className={cn(
          "flex flex-col items-center gap-3 rounded-lg border-2 border-dashed border-border-strong bg-surface-muted p-6 text-center outline-none",
          "data-[drop-target]:border-primary data-[drop-target]:bg-primary-soft",
          "data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus data-[disabled]:opacity-50",
        )}
      >
        {({ isDropTarget }) => (
          <>
            <Upload aria-hidden size={28} className="text-fg-muted" />
            <Text slot="label" className="font-medium text-fg">
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
              className="text-xs text-fg-muted"
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
        <div role="alert" className="flex flex-col gap-1 text-sm text-danger">
          {rejected.map((r) => (
            <p key={`${r.name}-${r.reason}`}>{message(r)}</p>
          ))}
        </div>
      )}
    </div>
  );
}
