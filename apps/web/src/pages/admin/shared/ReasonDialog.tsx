import { useTranslator } from "@causeway/i18n/react";
import { checkPayload, NOTE_MAX, withdrawNotePayloadSchema } from "@causeway/rules";
import { Alert, Button, Dialog, DialogClose, DialogContent, TextArea } from "@causeway/ui";
import { type ReactNode, useState } from "react";

export interface ReasonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Who will read the reason, and what the decision does. */
  description: ReactNode;
  /** The field's label ("Why is it refused?"). */
  label: string;
  /** The action's label ("Refuse"). */
  confirmLabel: string;
  /** Sends the decision with the trimmed reason; a rejection keeps the dialog and the text. */
  onConfirm: (reason: string) => Promise<unknown>;
  /** What the last failed attempt said, shown in the dialog (the text stays for a retry). */
  error?: string | null;
  isPending?: boolean;
}

/**
 * A decision that needs a reason the owner will read (a refused bank account or withdrawal): the
 * reason is required, trimmed and at most 2,000 characters, the note rule the server applies
 * (withdrawNotePayloadSchema). The text is kept while the dialog is closed and after a failure,
 * so nothing typed is lost; it is cleared once the decision went through.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  label,
  confirmLabel,
  onConfirm,
  error,
  isPending = false,
}: ReasonDialogProps) {
  const { t } = useTranslator();
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const checked = checkPayload(withdrawNotePayloadSchema, { text });
    if (!checked.ok) {
      setProblem(t(checked.errors.text ?? "validation.required"));
      return;
    }
    setProblem(null);
    onConfirm(checked.data.text).then(
      () => setText(""),
      () => {},
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={title}
        description={description}
        footer={
          <>
            <DialogClose>
              <Button variant="secondary">{t("ui.alert_dialog.cancel")}</Button>
            </DialogClose>
            <Button variant="danger" isLoading={isPending} onPress={submit}>
              {confirmLabel}
            </Button>
          </>
        }
      >
        <div className="cw:flex cw:flex-col cw:gap-3">
          {error ? <Alert variant="danger" title={error} isLive /> : null}
          <TextArea
            label={label}
            isRequired
            value={text}
            onChange={(value) => {
              setText(value);
              if (problem) setProblem(null);
            }}
            maxLength={NOTE_MAX}
            rows={4}
            autoGrow
            isInvalid={problem !== null}
            errorMessage={problem}
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
