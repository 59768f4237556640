import type { ConversationMessage, UserSummary } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { cn, VisuallyHidden } from "@causeway/ui";
import { forwardRef, type ReactNode } from "react";
import { isoTime, useMessageTime } from "../message-time";

/** One message: the member's own on the end side, the other's on the start side; text only. */
function MessageItem({
  message,
  mine,
  peer,
}: {
  message: ConversationMessage;
  mine: boolean;
  peer: Pick<UserSummary, "name">;
}) {
  const { t } = useTranslator();
  const time = useMessageTime();
  return (
    <li
      data-mine={mine || undefined}
      className={cn("flex flex-col gap-1", mine ? "items-end" : "items-start")}
    >
      <p
        className={cn(
          "max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-4 py-2 text-sm leading-relaxed sm:max-w-[75%]",
          mine
            ? "rounded-ee-sm bg-primary text-primary-fg"
            : "rounded-es-sm bg-surface-sunken text-fg",
        )}
      >
        <VisuallyHidden>{mine ? t("web.messages.you") : peer.name}: </VisuallyHidden>
        {message.message}
      </p>
      <span className="px-1 text-fg-muted text-xs">
        <time dateTime={isoTime(message.date_added)}>{time(message.date_added)}</time>
        {mine && message.readed ? <> · {t("web.messages.seen")}</> : null}
      </span>
    </li>
  );
}

/**
 * The messages of a conversation, oldest first, in a scrolling box (the page keeps its place in
 * it: see ThreadPage). Text is drawn as text: whatever a message holds, nothing in it runs.
 */
export const MessageLog = forwardRef<
  HTMLDivElement,
  {
    messages: ConversationMessage[];
    me: number;
    peer: Pick<UserSummary, "name">;
    /** "Show earlier messages", its error or nothing, above the oldest. */
    top?: ReactNode;
    onScroll?: () => void;
  }
>(function MessageLog({ messages, me, peer, top, onScroll }, ref) {
  const { t } = useTranslator();
  return (
    <section
      ref={ref}
      aria-label={t("web.messages.log", { name: peer.name })}
      // The box scrolls; keyboard users reach it with Tab and scroll it with the arrow keys.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable.
      tabIndex={0}
      onScroll={onScroll}
      className="flex h-[min(60vh,36rem)] flex-col gap-4 overflow-y-auto rounded-lg border border-border bg-surface p-4 outline-none focus-visible:ring-2 focus-visible:ring-focus"
    >
      {top}
      {messages.length === 0 ? (
        <p className="m-auto max-w-sm text-center text-fg-muted text-sm">
          {t("web.messages.thread_empty", { name: peer.name })}
        </p>
      ) : (
        <ol className="mt-auto flex flex-col gap-3">
          {messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              mine={message.sender.id === me}
              peer={peer}
            />
          ))}
        </ol>
      )}
    </section>
  );
});
