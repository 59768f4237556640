"use client";
import { useTranslator } from "@causeway/i18n/react";
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES, profileImageProblem } from "@causeway/rules";
import { Button } from "@causeway/ui";
import { ImageUp } from "lucide-react";
import { FileTrigger } from "react-aria-components";

export interface ReplaceFileProps {
  label: string;
  isDisabled?: boolean;
  onFile: (file: File) => void;
  /** A file that cannot be used, named in the user's language. */
  onRejected: (message: string) => void;
}

/** "Choose another image": the same checks as the drop zone, the refusal named the same way. */
export function ReplaceFile({ label, isDisabled, onFile, onRejected }: ReplaceFileProps) {
  const { t, locale } = useTranslator();
  const size = new Intl.NumberFormat(locale, {
    style: "unit",
    unit: "megabyte",
    maximumFractionDigits: 1,
  }).format(PROFILE_IMAGE_MAX_BYTES / 1_000_000);
  return (
    <FileTrigger
      acceptedFileTypes={[...PROFILE_IMAGE_TYPES]}
      onSelect={(list) => {
        const file = list?.[0];
        if (!file) return;
        const problem = profileImageProblem(file);
        if (problem === null) onFile(file);
        else
          onRejected(
            problem === "type"
              ? t("ui.dropzone.error_type", { name: file.name })
              : t("ui.dropzone.error_size", { name: file.name, size }),
          );
      }}
    >
      <Button
        variant="secondary"
        size="sm"
        className="cw:self-start"
        isDisabled={isDisabled}
        icon={<ImageUp aria-hidden size={16} />}
      >
        {label}
      </Button>
    </FileTrigger>
  );
}
