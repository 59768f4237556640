import type { Post, PostComment } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { Avatar, ErrorState, Link, NativeButton, Skeleton, VisuallyHidden } from "@causeway/ui";
import { MessageCircle } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";
import { useSession } from "../../../app/session/SessionProvider";
import { useRegistrationPrompt } from "../../../layout/RegistrationPrompt";
import { PagedFooter } from "../../../shared/PagedFooter";
import { usePagedQuery } from "../../../shared/usePagedQuery";
import { COMMENTS_PAGE_SIZE, commentsPageQuery } from "../post-queries";

// A member's comment box (its checks, its draft) loads for members only: a guest gets a button.
const CommentForm = lazy(() =>
  import("./CommentForm").then((module) => ({ default: module.CommentForm })),
);

/**
 * The post's comments (issue 14: write, list, paged): oldest first, 8 to a page with "show more"
 * while a page comes back full; a member writes one under them, a guest who wants to is asked to
 * register (000 §2). Comments are plain text, drawn as text whatever they hold.
 */
export function Comments({ post }: { post: Post }) {
  const { t } = useTranslator();
  const headingId = useId();
  const { token } = useSession();
  const prompt = useRegistrationPrompt();
  const list = usePagedQuery({
    pageQuery: (offset) => commentsPageQuery(post.slug, offset),
    size: COMMENTS_PAGE_SIZE,
    hasMore: (pages) => (pages[pages.length - 1]?.length ?? 0) === COMMENTS_PAGE_SIZE,
  });
  // Written here: shown at once, even when its page has not been loaded yet.
  const [mine, setMine] = useState<PostComment[]>([]);
  const loaded = list.pages.flat();
  const seen = new Set(loaded.map((comment) => comment.id));
  const comments = [...loaded, ...mine.filter((comment) => !seen.has(comment.id))];

  let body: React.ReactNode;
  if (list.isPending) body = <CommentsSkeleton />;
  else if (list.isError)
    body = (
      <ErrorState
        headingLevel={3}
        title={t("web.post.comments_error")}
        description={t("web.campaign.error.description")}
        reloadLabel={t("web.campaign.retry")}
        onReload={list.retry}
      />
    );
  else if (comments.length === 0)
    body = <p className="cw:text-fg-muted">{t("web.post.no_comments")}</p>;
  else
    body = (
      <>
        <ol className="cw:flex cw:flex-col cw:gap-4">
          {comments.map((comment) => (
            <li key={comment.id}>
              <CommentItem comment={comment} />
            </li>
          ))}
        </ol>
        <PagedFooter
          list={list}
          moreLabel={t("web.post.more_comments")}
          errorTitle={t("web.post.comments_error")}
        />
      </>
    );

  return (
    <section
      id="comments"
      aria-labelledby={headingId}
      className="cw:flex cw:scroll-mt-4 cw:flex-col cw:gap-4 cw:rounded-lg cw:border cw:border-border cw:bg-surface-raised cw:p-5"
    >
      <h2 id={headingId} className="cw:font-semibold cw:text-xl">
        {t("web.post.comments", { count: Math.max(post.comments, comments.length) })}
      </h2>
      {body}
      {token ? (
        <Suspense fallback={<Skeleton shape="rect" height="8rem" />}>
          <CommentForm post={post} onPosted={(comment) => setMine((list) => [...list, comment])} />
        </Suspense>
      ) : (
        <NativeButton
          variant="secondary"
          className="cw:self-start"
          icon={<MessageCircle aria-hidden className="cw:size-4" />}
          onPress={() => prompt("comment")}
        >
          {t("web.post.write_comment")}
        </NativeButton>
      )}
    </section>
  );
}

function CommentItem({ comment }: { comment: PostComment }) {
  const { locale } = useTranslator();
  const date = new Date(comment.date_added * 1000);
  return (
    <article className="cw:flex cw:gap-3" aria-label={comment.user.name}>
      <Avatar
        size="sm"
        name={comment.user.name}
        src={comment.user.avatar?.square.path ?? null}
        alt=""
      />
      <div className="cw:flex cw:min-w-0 cw:flex-col cw:gap-1">
        <p className="cw:text-sm">
          <Link
            href={`/${encodeURIComponent(comment.user.username)}`}
            variant="plain"
            className="cw:font-medium cw:text-fg cw:no-underline cw:data-[hovered]:underline"
          >
            {comment.user.name}
          </Link>
          <span className="cw:text-fg-muted">
            {" · "}
            <time dateTime={date.toISOString()}>
              {new Intl.DateTimeFormat(locale, {
                dateStyle: "medium",
                timeStyle: "short",
                timeZone: "UTC",
              }).format(date)}
            </time>
          </span>
        </p>
        <p className="cw:whitespace-pre-line cw:break-words">{comment.content}</p>
      </div>
    </article>
  );
}

function CommentsSkeleton() {
  const { t } = useTranslator();
  return (
    <div aria-busy="true" className="cw:flex cw:flex-col cw:gap-4">
      <VisuallyHidden>{t("web.campaign.loading")}</VisuallyHidden>
      {["a", "b"].map((key) => (
        <div key={key} className="cw:flex cw:gap-3">
          <Skeleton shape="circle" width={32} />
          <Skeleton lines={2} className="cw:flex-1" />
        </div>
      ))}
    </div>
  );
}
