import {
  type ConversationMessage,
  isApiError,
  MESSAGES_PAGE_SIZE,
  messageKeys,
  messageMutations,
  messageQueries,
  type UserSummary,
  userQueries,
  useSubmission,
} from "@causeway/api-client";
import { MessageComposer } from "@causeway/forms";
import { useTranslator } from "@causeway/i18n/react";
import { Avatar, ErrorState, Link, LoadMore, Skeleton, VisuallyHidden } from "@causeway/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Navigate, useParams } from "react-router";
import { useSession } from "../../../app/session/SessionProvider";
import { usePagedQuery } from "../../../shared/usePagedQuery";
import { NotFoundPage } from "../../errors/NotFoundPage";
import { MessageLog } from "./MessageLog";
import { useKeptScroll } from "./useKeptScroll";

/** One page of the thread with a user, newest first (001 §9: 25). */
export const threadPageQuery = (userId: number, offset: number) =>
  messageQueries.thread(userId, { offset, limit: MESSAGES_PAGE_SIZE });

/** The {user} segment: an id, as the conversations link, or a username. */
export function peerParam(raw: string | undefined): string {
  return (raw ?? "").trim();
}

/** The id a numeric {user} segment names, else null (a username: the profile says which id). */
export function numericPeer(raw: string): number | null {
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/** The thread's messages oldest first, each once (a page read after a new message repeats one). */
function inOrder(pages: ConversationMessage[][]): ConversationMessage[] {
  const byId = new Map<number, ConversationMessage>();
  for (const message of pages.flat()) if (!byId.has(message.id)) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.date_added - b.date_added || a.id - b.id);
}

function ThreadSkeleton() {
  const { t } = useTranslator();
  return (
    <div
      aria-busy="true"
      className="cw:flex cw:h-[min(60vh,36rem)] cw:flex-col cw:justify-end cw:gap-3 cw:rounded-lg cw:border cw:border-border cw:p-4"
    >
      <VisuallyHidden>{t("web.campaign.loading")}</VisuallyHidden>
      <Skeleton shape="rect" width="60%" height={40} radius="xl" />
      <span className="cw:flex cw:justify-end">
        <Skeleton shape="rect" width="45%" height={40} radius="xl" />
      </span>
      <Skeleton shape="rect" width="55%" height={64} radius="xl" />
    </div>
  );
}

function Thread({ peer, me }: { peer: UserSummary; me: number }) {
  const { t } = useTranslator();
  const queryClient = useQueryClient();
  const list = usePagedQuery({
    pageQuery: (offset: number) => threadPageQuery(peer.id, offset),
    size: MESSAGES_PAGE_SIZE,
    hasMore: (pages) => (pages[pages.length - 1]?.length ?? 0) === MESSAGES_PAGE_SIZE,
  });
  const messages = useMemo(() => inOrder(list.pages), [list.pages]);
  // A retry of the same message after a failure is the same submission (its Idempotency-Key).
  const send = useSubmission(messageMutations.send());
  const markRead = useMutation(messageMutations.markRead());
  const box = useRef<HTMLDivElement>(null);
  const scroll = useKeptScroll(box, peer.id, messages, me);
  const [announcement, setAnnouncement] = useState("");

  // What the other person wrote and this member has not read is marked read on sight: when the
  // thread opens and as their messages arrive (in real time) while it is open.
  const newestUnread = messages.reduce(
    (newest, m) => (m.sender.id === peer.id && !m.readed ? Math.max(newest, m.id) : newest),
    0,
  );
  const marked = useRef(0);
  const { mutate: markThreadRead } = markRead;
  useEffect(() => {
    if (newestUnread > marked.current) {
      marked.current = newestUnread;
      markThreadRead(peer.id);
    }
  }, [newestUnread, peer.id, markThreadRead]);

  // A message arriving from the other person is said (the log itself is not a live region: the
  // earlier messages it loads are not news).
  const lastSeen = useRef<number | null>(null);
  const last = messages[messages.length - 1];
  useEffect(() => {
    if (!last) return;
    if (lastSeen.current !== null && last.id > lastSeen.current && last.sender.id === peer.id)
      setAnnouncement(t("web.messages.arrived", { name: peer.name, message: last.message }));
    lastSeen.current = Math.max(lastSeen.current ?? 0, last.id);
  }, [last, peer.id, peer.name, t]);

  const onSend = async (payload: { receiver: number; message: string }) => {
    const message = await send.submitAsync(payload);
    if (!message) return;
    queryClient.setQueryData<ConversationMessage[]>(
      messageKeys.thread(peer.id, { offset: 0, limit: MESSAGES_PAGE_SIZE }),
      (current) =>
        current && !current.some((m) => m.id === message.id) ? [message, ...current] : current,
    );
  };

  let log: React.ReactNode;
  if (list.isPending) log = <ThreadSkeleton />;
  else if (list.isError)
    log = (
      <ErrorState
        title={t("web.messages.thread_error")}
        description={t("web.campaign.error.description")}
        reloadLabel={t("web.campaign.retry")}
        onReload={list.retry}
      />
    );
  else
    log = (
      <MessageLog
        ref={box}
        messages={messages}
        me={me}
        peer={peer}
        onScroll={scroll.onScroll}
        top={
          list.moreFailed ? (
            <ErrorState
              headingLevel={3}
              title={t("web.messages.earlier_error")}
              reloadLabel={t("web.campaign.retry")}
              onReload={list.retry}
            />
          ) : list.hasMore ? (
            <LoadMore
              hasMore
              isLoading={list.isLoadingMore}
              isInfinite={false}
              onLoadMore={() => {
                scroll.keepBottomDistance();
                list.loadMore();
              }}
              label={t("web.messages.earlier")}
            />
          ) : null
        }
      />
    );

  return (
    <>
      {log}
      <p role="status" className="cw:sr-only">
        {announcement}
      </p>
      <MessageComposer
        receiver={peer.id}
        recipientName={peer.name}
        draftKey={`${me}:${peer.id}`}
        onSend={onSend}
      />
    </>
  );
}

/**
 * /messages/{user} (000 §2, 001 §7, login required): the conversation with one member. The
 * messages, oldest first, in a box that keeps its place: it opens at the newest (or where the
 * member left it), keeps the view when earlier messages are loaded above, and follows new ones
 * only when the member is at the bottom. Their unread messages are marked read on sight (the
 * conversations and the badge follow); a message sent shows at once; one that failed stays in the
 * box with "Try again" (MessageComposer). An unknown user gets the not-found page; oneself, the
 * conversations.
 */
export function ThreadPage() {
  const { t } = useTranslator();
  const { user } = useSession();
  const param = peerParam(useParams().user);
  const profile = useQuery({ ...userQueries.profile(param), retry: false });

  if (!user) return null;
  if (profile.isError && isApiError(profile.error) && profile.error.status === 404)
    return <NotFoundPage />;
  const peer: UserSummary | null = profile.data
    ? {
        id: profile.data.id,
        username: profile.data.username,
        name: profile.data.name,
        avatar: profile.data.avatar,
        type: profile.data.type,
      }
    : null;
  if (peer && peer.id === user.id) return <Navigate replace to="/messages" />;

  return (
    <div className="cw:mx-auto cw:flex cw:max-w-3xl cw:flex-col cw:gap-4 cw:pb-8">
      <Link
        href="/messages"
        variant="plain"
        className="cw:inline-flex cw:w-fit cw:items-center cw:gap-1 cw:text-fg-muted cw:text-sm cw:no-underline cw:hover:text-fg"
      >
        <ArrowLeft aria-hidden size={16} />
        {t("web.messages.back")}
      </Link>
      <header className="cw:flex cw:items-center cw:gap-3">
        {peer ? (
          <>
            <Avatar name={peer.name} src={peer.avatar?.square?.path ?? null} alt="" size="lg" />
            <div className="cw:flex cw:min-w-0 cw:flex-col">
              <h1 className="cw:truncate cw:font-bold cw:text-2xl">{peer.name}</h1>
              <Link href={`/${peer.username}`} className="cw:w-fit cw:text-sm">
                {t("web.messages.profile", { name: peer.name })}
              </Link>
            </div>
          </>
        ) : profile.isError ? (
          <h1 className="cw:font-bold cw:text-2xl">{t("web.messages.title")}</h1>
        ) : (
          <>
            <Skeleton shape="circle" width={56} />
            <Skeleton shape="rect" width={192} height={28} />
          </>
        )}
      </header>
      {peer ? (
        <Thread key={peer.id} peer={peer} me={user.id} />
      ) : profile.isError ? (
        <ErrorState
          title={t("web.messages.thread_error")}
          description={t("web.campaign.error.description")}
          reloadLabel={t("web.campaign.retry")}
          onReload={() => void profile.refetch()}
        />
      ) : (
        <ThreadSkeleton />
      )}
    </div>
  );
}
