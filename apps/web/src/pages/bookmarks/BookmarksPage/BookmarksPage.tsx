import { FEED_PAGE_SIZE, postQueries } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { buttonVariants, EmptyState, ErrorState, Link } from "@causeway/ui";
import { PagedFooter } from "../../../shared/PagedFooter";
import { usePagedQuery } from "../../../shared/usePagedQuery";
import { PostList, PostListSkeleton } from "../../post/PostList";

/** A page of the member's bookmarks, 8 at a time like the feed. */
export const bookmarksPageQuery = (offset: number) =>
  postQueries.bookmarks({ offset, limit: FEED_PAGE_SIZE });

/**
 * /bookmarks (000 §2, login required): the posts the member saved, newest saved first, 8 to a
 * page with "show more" while a page comes back full. Unsaving one (its Save button or menu)
 * takes it off the list.
 */
export function BookmarksPage() {
  const { t } = useTranslator();
  const list = usePagedQuery({
    pageQuery: bookmarksPageQuery,
    size: FEED_PAGE_SIZE,
    hasMore: (pages) => (pages[pages.length - 1]?.length ?? 0) === FEED_PAGE_SIZE,
  });
  let body: React.ReactNode;
  if (list.isPending) body = <PostListSkeleton />;
  else if (list.isError)
    body = (
      <ErrorState
        title={t("web.bookmarks.error")}
        description={t("web.campaign.error.description")}
        reloadLabel={t("web.campaign.retry")}
        onReload={list.retry}
      />
    );
  else if (list.pages.flat().length === 0)
    body = (
      <EmptyState
        headingLevel={2}
        title={t("web.bookmarks.empty.title")}
        description={t("web.bookmarks.empty.description")}
        action={
          <Link
            href="/"
            variant="plain"
            className={`${buttonVariants({ variant: "secondary" })} cw:no-underline`}
          >
            {t("web.bookmarks.empty.action")}
          </Link>
        }
      />
    );
  else
    body = (
      <>
        <PostList posts={list.pages.flat()} />
        <PagedFooter
          list={list}
          moreLabel={t("web.bookmarks.more")}
          errorTitle={t("web.bookmarks.error")}
        />
      </>
    );
  return (
    <div className="cw:mx-auto cw:flex cw:max-w-3xl cw:flex-col cw:gap-6 cw:pb-8">
      <h1 className="cw:font-bold cw:text-3xl">{t("web.bookmarks.title")}</h1>
      {body}
    </div>
  );
}
