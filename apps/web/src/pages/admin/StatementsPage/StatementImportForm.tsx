import type { ImportStatementVariables } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { Alert, Button, FileDropZone, TextField } from "@causeway/ui";
import { FileUp } from "lucide-react";
import { useId, useState } from "react";

/** The CSV mapping's fields, in the form's order. */
const MAPPING = [
  "amount_column",
  "reference_column",
  "currency_column",
  "currency",
  "date_column",
  "counterparty_column",
] as const;
type Mapping = Record<(typeof MAPPING)[number], string>;
const EMPTY: Mapping = {
  amount_column: "",
  reference_column: "",
  currency_column: "",
  currency: "",
  date_column: "",
  counterparty_column: "",
};

export interface StatementImportFormProps {
  onImport: (statement: ImportStatementVariables) => Promise<unknown>;
  isImporting: boolean;
  /** Why the last import was refused, field by field (dictionary keys), or a sentence. */
  errors: Partial<Record<"file" | (typeof MAPPING)[number], string>>;
  failure: string | null;
}

/**
 * A bank statement to import: the file (CAMT.053 XML as the bank exports it, or a CSV export) and,
 * for a CSV, which of its columns holds the amount, the reference, the currency (or one currency
 * for every line), the day and the payer, as the export's header names them. What staff chose
 * stays when an import is refused.
 */
export function StatementImportForm({
  onImport,
  isImporting,
  errors,
  failure,
}: StatementImportFormProps) {
  const { t } = useTranslator();
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<Mapping>(EMPTY);
  const [missingFile, setMissingFile] = useState(false);
  const headingId = useId();
  const csvId = useId();
  const fileError = missingFile
    ? t("web.admin.statements.file_required")
    : errors.file
      ? t(errors.file)
      : null;
  return (
    <section
      aria-labelledby={headingId}
      className="cw:flex cw:flex-col cw:gap-4 cw:rounded-lg cw:border cw:border-border cw:bg-surface-raised cw:p-5"
    >
      <h2 id={headingId} className="cw:text-lg cw:font-semibold">
        {t("web.admin.statements.import_title")}
      </h2>
      {failure ? <Alert variant="danger" title={failure} isLive /> : null}
      <form
        noValidate
        aria-busy={isImporting}
        className="cw:flex cw:flex-col cw:gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!file) {
            setMissingFile(true);
            return;
          }
          setMissingFile(false);
          void onImport({ file, ...mapping }).catch(() => {});
        }}
      >
        <div className="cw:flex cw:flex-col cw:gap-2">
          <FileDropZone
            label={t("web.admin.statements.file")}
            maxSize={10 * 1024 * 1024}
            isDisabled={isImporting}
            onFiles={([chosen]) => {
              setFile(chosen ?? null);
              setMissingFile(false);
            }}
          />
          <p className="cw:text-sm cw:text-fg-muted" aria-live="polite">
            {file
              ? t("web.admin.statements.chosen", { name: file.name })
              : t("web.admin.statements.file_hint")}
          </p>
          {fileError ? (
            <p role="alert" className="cw:text-sm cw:text-danger">
              {fileError}
            </p>
          ) : null}
        </div>
        <fieldset aria-describedby={csvId} className="cw:flex cw:flex-col cw:gap-3">
          <legend className="cw:font-medium">{t("web.admin.statements.csv_title")}</legend>
          <p id={csvId} className="cw:text-sm cw:text-fg-muted">
            {t("web.admin.statements.csv_hint")}
          </p>
          <div className="cw:grid cw:gap-3 cw:sm:grid-cols-2">
            {MAPPING.map((field) => (
              <TextField
                key={field}
                label={t(`web.admin.statements.${field}`)}
                value={mapping[field]}
                onChange={(value) => setMapping((current) => ({ ...current, [field]: value }))}
                maxLength={field === "currency" ? 3 : 100}
                showCharacterCount={false}
                isReadOnly={isImporting}
                isInvalid={Boolean(errors[field])}
                errorMessage={errors[field] ? t(errors[field]) : undefined}
              />
            ))}
          </div>
        </fieldset>
        <Button
          type="submit"
          className="cw:w-fit"
          icon={<FileUp aria-hidden size={18} />}
          isLoading={isImporting}
        >
          {t("web.admin.statements.import")}
        </Button>
      </form>
    </section>
  );
}
