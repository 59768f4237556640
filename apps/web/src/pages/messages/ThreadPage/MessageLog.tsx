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
      className={cn("cw:flex cw:flex-col cw:gap-1", mine ? "cw:items-end" : "cw:items-start")}
    >
      <p
        className={cn(
          "cw:max-w-[85%] cw:whitespace-pre-wrap cw:break-words cw:rounded-2xl cw:px-4 cw:py-2 cw:text-sm cw:leading-relaxed cw:sm:max-w-[75%]",
          mine
            ? "cw:rounded-ee-sm cw:bg-primary cw:text-primary-fg"
            : "cw:rounded-es-sm cw:bg-surface-sunken cw:text-fg",
        )}
      >
        <VisuallyHidden>{mine ? t("web.messages.you") : peer.name}: </VisuallyHidden>
        {message.message}
      </p>
      <span className="cw:px-1 cw:text-fg-muted cw:text-xs">
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
      className="cw:flex cw:h-[min(60vh,36rem)] cw:flex-col cw:gap-4 cw:overflow-y-auto cw:rounded-lg cw:border cw:border-border cw:bg-surface cw:p-4 cw:outline-none cw:focus-visible:ring-2 cw:focus-visible:ring-focus"
    >
      {top}
      {messages.length === 0 ? (
        <p className="cw:m-auto cw:max-w-sm cw:text-center cw:text-fg-muted cw:text-sm">
          {t("web.messages.thread_empty", { name: peer.name })}
        </p>
      ) : (
        <ol className="cw:mt-auto cw:flex cw:flex-col cw:gap-3">
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
