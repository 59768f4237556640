import { type Conversation, MESSAGES_PAGE_SIZE, messageQueries } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import {
  Avatar,
  buttonVariants,
  EmptyState,
  ErrorState,
  Link,
  Skeleton,
  VisuallyHidden,
} from "@causeway/ui";
import { useSession } from "../../../app/session/SessionProvider";
import { PagedFooter } from "../../../shared/PagedFooter";
import { usePagedQuery } from "../../../shared/usePagedQuery";
import { isoTime, useMessageTime } from "../message-time";

/** A page of the member's conversations (001 §9: messages page 25). */
export const conversationsPageQuery = (offset: number) =>
  messageQueries.conversations({ offset, limit: MESSAGES_PAGE_SIZE });

/** The last message in one line: the start of it, whitespace folded. */
const excerpt = (text: string) => {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > 120 ? `${line.slice(0, 119)}…` : line;
};

function ConversationRow({ conversation, me }: { conversation: Conversation; me: number | null }) {
  const { t } = useTranslator();
  const time = useMessageTime();
  const { user, last_message: last, unseen } = conversation;
  const mine = last.sender.id === me;
  const unread = unseen > 0;
  return (
    <li>
      <Link
        href={`/messages/${conversation.id}`}
        variant="plain"
        data-unread={unread || undefined}
        className="cw:flex cw:items-center cw:gap-3 cw:rounded-lg cw:px-3 cw:py-3 cw:text-fg cw:no-underline cw:outline-none cw:hover:bg-surface-muted cw:focus-visible:ring-2 cw:focus-visible:ring-focus cw:data-[unread]:bg-primary-soft/40"
      >
        <Avatar name={user.name} src={user.avatar?.square?.path ?? null} alt="" size="md" />
        <span className="cw:flex cw:min-w-0 cw:flex-1 cw:flex-col cw:gap-0.5">
          <span className="cw:flex cw:items-baseline cw:justify-between cw:gap-3">
            <span
              className={unread ? "cw:truncate cw:font-semibold" : "cw:truncate cw:font-medium"}
            >
              {user.name}
            </span>
            <time
              dateTime={isoTime(last.date_added)}
              className="cw:shrink-0 cw:text-fg-muted cw:text-xs cw:tabular-nums"
            >
              {time(last.date_added)}
            </time>
          </span>
          <span className="cw:flex cw:items-center cw:justify-between cw:gap-3">
            <span
              className={
                unread
                  ? "cw:truncate cw:text-fg cw:text-sm"
                  : "cw:truncate cw:text-fg-muted cw:text-sm"
              }
            >
              {mine
                ? t("web.messages.you_wrote", { message: excerpt(last.message) })
                : excerpt(last.message)}
            </span>
            {unread ? (
              <span className="cw:shrink-0 cw:rounded-full cw:bg-primary cw:px-2 cw:py-0.5 cw:font-semibold cw:text-primary-fg cw:text-xs cw:tabular-nums">
                {t("web.messages.unread", { count: unseen })}
              </span>
            ) : null}
          </span>
        </span>
      </Link>
    </li>
  );
}

export function ConversationsSkeleton() {
  const { t } = useTranslator();
  return (
    <div aria-busy="true" className="cw:flex cw:flex-col cw:gap-1">
      <VisuallyHidden>{t("web.campaign.loading")}</VisuallyHidden>
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="cw:flex cw:items-center cw:gap-3 cw:px-3 cw:py-3">
          <Skeleton shape="circle" width={40} />
          <span className="cw:flex cw:flex-1 cw:flex-col cw:gap-2">
            <Skeleton width="30%" />
            <Skeleton width="70%" />
          </span>
        </div>
      ))}
    </div>
  );
}

/**
 * /messages (000 §2, login required): the member's conversations, those with unread messages first
 * (with how many), then the most recent; each opens its thread. 25 to a page, "show more" while a
 * page comes back full. The messages icon's count is not changed here (000 §4): opening a thread
 * marks it read.
 */
export function ConversationsPage() {
  const { t } = useTranslator();
  const { user } = useSession();
  const list = usePagedQuery({
    pageQuery: conversationsPageQuery,
    size: MESSAGES_PAGE_SIZE,
    hasMore: (pages) => (pages[pages.length - 1]?.length ?? 0) === MESSAGES_PAGE_SIZE,
  });
  // A conversation that moved from one page to the next while reading is shown once.
  const seen = new Set<number>();
  const conversations = list.pages.flat().filter((c) => !seen.has(c.id) && seen.add(c.id));

  let body: React.ReactNode;
  if (list.isPending) body = <ConversationsSkeleton />;
  else if (list.isError)
    body = (
      <ErrorState
        title={t("web.messages.error")}
        description={t("web.campaign.error.description")}
        reloadLabel={t("web.campaign.retry")}
        onReload={list.retry}
      />
    );
  else if (conversations.length === 0)
    body = (
      <EmptyState
        headingLevel={2}
        title={t("web.messages.empty.title")}
        description={t("web.messages.empty.description")}
        action={
          <Link
            href="/campaign"
            variant="plain"
            className={`${buttonVariants({ variant: "secondary" })} cw:no-underline`}
          >
            {t("web.messages.empty.action")}
          </Link>
        }
      />
    );
  else
    body = (
      <>
        <ul aria-label={t("web.messages.list")} className="cw:flex cw:flex-col cw:gap-1">
          {conversations.map((conversation) => (
            <ConversationRow
              key={conversation.id}
              conversation={conversation}
              me={user?.id ?? null}
            />
          ))}
        </ul>
        <PagedFooter
          list={list}
          moreLabel={t("web.messages.more")}
          errorTitle={t("web.messages.error")}
        />
      </>
    );
  return (
    <div className="cw:mx-auto cw:flex cw:max-w-3xl cw:flex-col cw:gap-6 cw:pb-8">
      <h1 className="cw:font-bold cw:text-3xl">{t("web.messages.title")}</h1>
      {body}
    </div>
  );
}
