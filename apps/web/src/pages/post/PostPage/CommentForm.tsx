import {
  isApiFieldErrors,
  type Post,
  type PostComment,
  postMutations,
  useSubmission,
} from "@causeway/api-client";
import { patchCachedPost } from "@causeway/forms";
import { useTranslator } from "@causeway/i18n/react";
import { COMMENT_MAX, checkPayload, commentPayloadSchema } from "@causeway/rules";
import { Alert, Button, TextArea } from "@causeway/ui";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useState } from "react";
import { clearDraft, loadDraft, saveDraft } from "./comment-draft";

/**
 * A member's comment on the post: up to 2000 characters (the count shown), checked by the
 * server's own schema before it is sent; what is typed is kept in this browser until it is
 * posted, and a failed send keeps it in the box with "Try again". Posted, the box empties, the
 * comment shows at once and a status says so. A double click posts once, and "Try again" of the
 * same text is the same submission (its Idempotency-Key: never a second comment).
 */
export function CommentForm({
  post,
  onPosted,
}: {
  post: Post;
  onPosted: (comment: PostComment) => void;
}) {
  const { t } = useTranslator();
  const client = useQueryClient();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [status, setStatus] = useState({ text: "", id: 0 });
  const [restored, setRestored] = useState(false);
  const boxId = useId();
  const focusBox = () => document.getElementById(boxId)?.focus();
  const comment = useSubmission(postMutations.comment(post.slug));

  // What was typed before a reload comes back, after mounting (the server renders an empty box).
  useEffect(() => {
    setText(loadDraft(post.slug));
    setRestored(true);
  }, [post.slug]);
  useEffect(() => {
    if (restored) saveDraft(post.slug, text);
  }, [restored, post.slug, text]);

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (comment.isPending) return;
    const check = checkPayload(commentPayloadSchema, { content: text });
    if (!check.ok) {
      setError(check.errors.content ?? "post.no_content");
      focusBox();
      return;
    }
    setError(null);
    setFailed(false);
    void comment.submit(
      { content: check.data.content },
      {
        onSuccess: (posted) => {
          setText("");
          clearDraft(post.slug);
          onPosted(posted);
          patchCachedPost(client, post.id, { comments: post.comments + 1 });
          setStatus((current) => ({ text: t("web.post.comment_posted"), id: current.id + 1 }));
        },
        onError: (failure) => {
          const field = isApiFieldErrors(failure) ? failure.fields.content : undefined;
          if (field) {
            setError(field);
            focusBox();
          } else setFailed(true);
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={send}
      aria-busy={comment.isPending || undefined}
      className="cw:flex cw:flex-col cw:gap-3"
    >
      {failed ? (
        <Alert
          variant="danger"
          isLive
          title={t("web.post.comment_failed")}
          description={t("forms.post.kept")}
          action={
            <Button size="sm" variant="secondary" onPress={() => send()}>
              {t("forms.post.retry")}
            </Button>
          }
        />
      ) : null}
      <TextArea
        id={boxId}
        label={t("web.post.comment_label")}
        value={text}
        onChange={(value) => {
          setText(value);
          if (error) setError(null);
        }}
        maxLength={COMMENT_MAX}
        rows={3}
        autoGrow
        isRequired
        isInvalid={error !== null}
        // A dictionary key, read when drawn: its part of the dictionary may arrive a moment later.
        errorMessage={error ? t(error) : undefined}
        isDisabled={comment.isPending}
      />
      <div className="cw:flex cw:items-center cw:justify-between cw:gap-3">
        <p role="status" className="cw:text-fg-muted cw:text-sm">
          {status.text ? <span key={status.id}>{status.text}</span> : null}
        </p>
        <Button type="submit" isDisabled={comment.isPending}>
          {t("web.post.comment_submit")}
        </Button>
      </div>
    </form>
  );
}
