import type { WithdrawNote, WithdrawNoteAction } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { checkPayload, NOTE_MAX, withdrawNotePayloadSchema } from "@causeway/rules";
import { Alert, Badge, Button, TextArea } from "@causeway/ui";
import { useId, useState } from "react";
import { formatDate } from "../../../shared/format-date";

export interface WithdrawalNotesProps {
  notes: readonly WithdrawNote[];
  /** Adds a note; resolves once it is stored (the box is then cleared). */
  onAdd: (text: string) => Promise<unknown>;
  /** Marks a note for review or completed, or reverts it to open (000 §4). */
  onChangeState: (noteId: number, action: WithdrawNoteAction) => Promise<unknown>;
  isAdding?: boolean;
  /** The change on its way, if any. */
  changing?: { noteId: number; action: WithdrawNoteAction } | null;
  /** Why the last change failed. */
  error?: string | null;
}

const STATE_BADGE = {
  OPEN: { variant: "neutral", key: "web.admin.notes.state.open" },
  FOR_REVIEW: { variant: "warning", key: "web.admin.notes.state.for_review" },
  COMPLETED: { variant: "success", key: "web.admin.notes.state.completed" },
} as const;

/** What each state of a note lets staff do next. */
const ACTIONS: Record<WithdrawNote["state"], WithdrawNoteAction[]> = {
  OPEN: ["review", "completed"],
  FOR_REVIEW: ["completed", "reverted"],
  COMPLETED: ["reverted"],
};

const ACTION_LABEL: Record<WithdrawNoteAction, string> = {
  review: "web.admin.notes.review",
  completed: "web.admin.notes.completed",
  reverted: "web.admin.notes.reverted",
};

/**
 * A withdrawal's notes (000 §3, §4): what staff wrote, by whom and when, each open, marked for
 * review or completed; a reverted note is open again. The owner reads the notes too (their
 * withdrawal's page shows them), which the box says before anyone writes one. Text stays plain
 * text whatever it holds; a note that could not be added stays in the box for a retry.
 */
export function WithdrawalNotes({
  notes,
  onAdd,
  onChangeState,
  isAdding = false,
  changing = null,
  error,
}: WithdrawalNotesProps) {
  const { t, locale } = useTranslator();
  const titleId = useId();
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  const busy = (noteId: number, action: WithdrawNoteAction) =>
    changing?.noteId === noteId && changing.action === action;

  const add = () => {
    const checked = checkPayload(withdrawNotePayloadSchema, { text });
    if (!checked.ok) {
      setProblem(t(checked.errors.text ?? "validation.required"));
      return;
    }
    setProblem(null);
    onAdd(checked.data.text).then(
      () => setText(""),
      () => {},
    );
  };

  return (
    <section aria-labelledby={titleId} className="cw:flex cw:flex-col cw:gap-4">
      <h2 id={titleId} className="cw:text-lg cw:font-semibold">
        {t("web.admin.notes.title")}
      </h2>
      {notes.length === 0 ? (
        <p className="cw:text-sm cw:text-fg-muted">{t("web.admin.notes.empty")}</p>
      ) : (
        <ol className="cw:flex cw:flex-col cw:gap-3">
          {notes.map((note) => {
            const badge = STATE_BADGE[note.state];
            return (
              <li
                key={note.id}
                data-slot="withdraw-note"
                data-state={note.state.toLowerCase()}
                className="cw:flex cw:flex-col cw:gap-2 cw:rounded-md cw:border cw:border-border cw:bg-surface cw:p-3 cw:text-sm"
              >
                <div className="cw:flex cw:flex-wrap cw:items-center cw:justify-between cw:gap-2">
                  <p className="cw:text-fg-muted">
                    {t("web.admin.notes.by", {
                      name: note.author.name,
                      date: formatDate(note.date_added, locale),
                    })}
                  </p>
                  <Badge variant={badge.variant} size="sm">
                    {t(badge.key)}
                  </Badge>
                </div>
                <p className="cw:whitespace-pre-line cw:break-words">{note.text}</p>
                <div className="cw:flex cw:flex-wrap cw:gap-2">
                  {ACTIONS[note.state].map((action) => (
                    <Button
                      key={action}
                      size="sm"
                      variant="secondary"
                      isDisabled={changing !== null && !busy(note.id, action)}
                      isLoading={busy(note.id, action)}
                      onPress={() => void onChangeState(note.id, action).catch(() => {})}
                    >
                      {t(ACTION_LABEL[action])}
                    </Button>
                  ))}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {error ? <Alert variant="danger" title={error} isLive /> : null}
      <div className="cw:flex cw:flex-col cw:gap-2">
        <TextArea
          label={t("web.admin.notes.new")}
          description={t("web.admin.notes.owner_reads")}
          value={text}
          onChange={(value) => {
            setText(value);
            if (problem) setProblem(null);
          }}
          maxLength={NOTE_MAX}
          rows={3}
          autoGrow
          isInvalid={problem !== null}
          errorMessage={problem}
        />
        <Button className="cw:w-fit" variant="secondary" isLoading={isAdding} onPress={add}>
          {t("web.admin.notes.add")}
        </Button>
      </div>
    </section>
  );
}
