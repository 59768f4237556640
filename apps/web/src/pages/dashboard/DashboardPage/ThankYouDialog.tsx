import { useTranslator } from "@causeway/i18n/react";
import { checkPayload, THANK_YOU_MAX, thankYouPayloadSchema } from "@causeway/rules";
import { Alert, Button, Dialog, DialogClose, DialogContent, TextArea } from "@causeway/ui";
import { useState } from "react";

export interface ThankYouDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The donor as the list shows them: their name, or null for an anonymous gift. */
  donor: string | null;
  campaign: string;
  /** Sends the message (trimmed); a rejection keeps the dialog open and the text as typed. */
  onSend: (message: string) => Promise<unknown>;
  /** What the last failed attempt said, in the owner's language. */
  error?: string | null;
  isPending?: boolean;
}

/**
 * The owner's thank-you to one donor (the spec's POST /campaign/donations/{id}/thank-you-email):
 * a message, suggested and editable, checked by the rule the server applies
 * (thankYouPayloadSchema: required, at most 2,000 characters). It goes by e-mail; the donor's
 * address is never shown. The text stays while the dialog is closed and after a failure.
 */
export function ThankYouDialog({
  open,
  onOpenChange,
  donor,
  campaign,
  onSend,
  error,
  isPending = false,
}: ThankYouDialogProps) {
  const { t } = useTranslator();
  const [text, setText] = useState(() => t("web.dashboard.thank_you.suggestion", { campaign }));
  const [problem, setProblem] = useState<string | null>(null);

  const send = () => {
    const checked = checkPayload(thankYouPayloadSchema, { message: text });
    if (!checked.ok) {
      setProblem(t(checked.errors.message ?? "validation.required"));
      return;
    }
    setProblem(null);
    onSend(checked.data.message).catch(() => {});
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={
          donor === null
            ? t("web.dashboard.thank_you.title_anonymous")
            : t("web.dashboard.thank_you.title", { name: donor })
        }
        description={t("web.dashboard.thank_you.description")}
        footer={
          <>
            <DialogClose>
              <Button variant="secondary">{t("ui.alert_dialog.cancel")}</Button>
            </DialogClose>
            <Button isLoading={isPending} onPress={send}>
              {t("web.dashboard.thank_you.send")}
            </Button>
          </>
        }
      >
        <div className="cw:flex cw:flex-col cw:gap-3">
          {error ? <Alert variant="danger" title={error} isLive /> : null}
          <TextArea
            label={t("web.dashboard.thank_you.message")}
            isRequired
            value={text}
            onChange={(value) => {
              setText(value);
              if (problem) setProblem(null);
            }}
            maxLength={THANK_YOU_MAX}
            rows={5}
            autoGrow
            isInvalid={problem !== null}
            errorMessage={problem}
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
