"use client";
import { isApiFieldErrors } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import {
  checkPayload,
  MESSAGE_MAX,
  type MessagePayloadOutput,
  messagePayloadSchema,
} from "@causeway/rules";
import { Alert, Button, TextArea, WIDGET_ROOT } from "@causeway/ui";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { clearMessageDraft, loadMessageDraft, saveMessageDraft } from "./message-draft";

export interface MessageComposerProps {
  /** The receiving user's id (POST /api/v1/message {receiver, message}). */
  receiver: number;
  /** The receiver's name, for the field's label. */
  recipientName: string;
  /** Sends the checked payload; a rejection keeps the text in the box with "Try again". */
  onSend: (payload: MessagePayloadOutput) => Promise<unknown>;
  /**
   * Keeps what is typed in this browser under this key until it is sent (one per conversation and
   * member); read after mounting, so a server render shows an empty box.
   */
  draftKey?: string;
  className?: string;
}

/**
 * Writing a message in a conversation (001 §3, §7). The text is checked by the server's own schema
 * (trimmed, not empty, at most 5000 characters) before it goes; Enter sends and Shift+Enter starts
 * a new line. While it is sent the box stays as it is; sent, it empties and keeps the focus. A
 * message that could not be sent stays in the box with the reason and "Try again"; a field error
 * of the server shows under the box. Nothing typed is lost: the draft is kept per `draftKey`.
 */
export function MessageComposer({
  receiver,
  recipientName,
  onSend,
  draftKey,
  className,
}: MessageComposerProps) {
  const { t } = useTranslator();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);
  const [restored, setRestored] = useState(false);
  const boxId = useId();
  const sendingRef = useRef(false);
  const focusBox = () => document.getElementById(boxId)?.focus();

  // The draft of this conversation comes back after mounting (the server renders an empty box).
  useEffect(() => {
    setText(draftKey ? loadMessageDraft(draftKey) : "");
    setError(null);
    setFailed(false);
    setRestored(true);
  }, [draftKey]);
  useEffect(() => {
    if (restored && draftKey) saveMessageDraft(draftKey, text);
  }, [restored, draftKey, text]);

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sendingRef.current) return;
    const check = checkPayload(messagePayloadSchema, { receiver, message: text });
    if (!check.ok) {
      setError(check.errors.message ?? check.errors.receiver ?? "message.validation.empty");
      focusBox();
      return;
    }
    setError(null);
    setFailed(false);
    sendingRef.current = true;
    setSending(true);
    try {
      await onSend(check.data);
      setText("");
      if (draftKey) clearMessageDraft(draftKey);
      focusBox();
    } catch (failure) {
      const field = isApiFieldErrors(failure)
        ? (failure.fields.message ?? failure.fields.receiver)
        : undefined;
      if (field) {
        setError(field);
        focusBox();
      } else setFailed(true);
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <form
      data-slot="message-composer"
      data-state={sending ? "sending" : failed ? "failed" : "idle"}
      noValidate
      onSubmit={(event) => void send(event)}
      aria-busy={sending || undefined}
      className={`${WIDGET_ROOT} cw:flex cw:flex-col cw:gap-3 ${className ?? ""}`}
    >
      {failed ? (
        <Alert
          variant="danger"
          isLive
          size="sm"
          title={t("forms.message_composer.failed")}
          description={t("forms.message_composer.kept")}
          action={
            <Button size="sm" variant="secondary" onPress={() => void send()}>
              {t("forms.message_composer.retry")}
            </Button>
          }
        />
      ) : null}
      <TextArea
        id={boxId}
        label={t("forms.message_composer.label", { name: recipientName })}
        description={t("forms.message_composer.hint")}
        value={text}
        onChange={(value) => {
          setText(value);
          if (error) setError(null);
        }}
        onKeyDown={onKeyDown}
        maxLength={MESSAGE_MAX}
        showCharacterCount={text.length > MESSAGE_MAX * 0.9}
        rows={2}
        autoGrow
        maxRows={8}
        isRequired
        isInvalid={error !== null}
        // A dictionary key, read when drawn (its part of the dictionary may arrive a moment later).
        errorMessage={error ? t(error, { max: MESSAGE_MAX }) : undefined}
        isReadOnly={sending}
      />
      <div className="cw:flex cw:justify-end">
        <Button type="submit" isLoading={sending}>
          {sending ? t("forms.message_composer.sending") : t("forms.message_composer.send")}
        </Button>
      </div>
    </form>
  );
}
