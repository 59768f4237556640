import { FEED_PAGE_SIZE, type Post, postQueries, type User } from "@causeway/api-client";
import { postExcerpt } from "@causeway/forms";
import { useTranslator } from "@causeway/i18n/react";
import { Avatar, EmptyState, ErrorState, Link, Skeleton, VisuallyHidden } from "@causeway/ui";
import { PagedFooter } from "../campaign/PagedFooter";
import { usePagedQuery } from "../campaign/usePagedQuery";
import { Pitch } from "./GuestHome";
import { CategoryLinks, FeaturedCampaigns, HomeSection } from "./sections";

/**
 * A member's home (000 §4): the feed of the campaigns they follow; a member who follows none
 * gets discover (categories) and featured campaigns instead.
 */
export function MemberHome({ user }: { user: User | null }) {
  const { t } = useTranslator();
  return (
    <div className="flex flex-col gap-12 pb-8">
      <h1 className="text-3xl font-bold">{t("web.home.feed.title")}</h1>
      {user === null ? (
        <FeedSkeleton />
      ) : user.follows_campaigns ? (
        <Feed />
      ) : (
        <>
          <EmptyState
            headingLevel={2}
            title={t("web.home.feed.discover.title")}
            description={t("web.home.feed.discover.description")}
          />
          <CategoryLinks />
          <FeaturedCampaigns />
          <Pitch headingLevel={2} />
        </>
      )}
    </div>
  );
}

function Feed() {
  const { t } = useTranslator();
  const feed = usePagedQuery({
    pageQuery: (offset) => postQueries.feed({ offset, limit: FEED_PAGE_SIZE }),
    size: FEED_PAGE_SIZE,
    // 000 §4: more pages exist while a page comes back full.
    hasMore: (pages) => (pages[pages.length - 1]?.length ?? 0) === FEED_PAGE_SIZE,
  });
  if (feed.isPending) return <FeedSkeleton />;
  if (feed.isError)
    return (
      <ErrorState
        title={t("web.home.feed.error")}
        description={t("web.campaign.error.description")}
        reloadLabel={t("web.campaign.retry")}
        onReload={feed.retry}
      />
    );
  const posts = feed.pages.flat();
  if (posts.length === 0)
    return (
      <>
        <EmptyState
          headingLevel={2}
          title={t("web.home.feed.empty.title")}
          description={t("web.home.feed.empty.description")}
        />
        <FeaturedCampaigns />
      </>
    );
  return (
    <HomeSection title={t("web.home.feed.updates")}>
      <ul className="flex max-w-2xl flex-col gap-4">
        {posts.map((post) => (
          <li key={post.id}>
            <FeedPost post={post} />
          </li>
        ))}
      </ul>
      <PagedFooter
        list={feed}
        moreLabel={t("web.home.feed.more")}
        errorTitle={t("web.home.feed.error")}
        className="max-w-2xl"
      />
    </HomeSection>
  );
}

function FeedPost({ post }: { post: Post }) {
  const { t, locale } = useTranslator();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(
    new Date(post.date_added * 1000),
  );
  const author = post.is_anonymous || !post.user ? t("web.home.feed.anonymous") : post.user.name;
  return (
    <article className="flex flex-col gap-3 rounded-lg border border-border bg-surface-raised p-5">
      <header className="flex items-center gap-3">
        <Avatar
          size="sm"
          name={author}
          src={post.is_anonymous ? null : (post.user?.avatar?.square.path ?? null)}
          alt=""
        />
        <div className="flex min-w-0 flex-col text-sm">
          <span className="font-medium">{author}</span>
          <span className="text-fg-muted">
            <time dateTime={new Date(post.date_added * 1000).toISOString()}>{date}</time>
            {post.campaign ? (
              <>
                {" · "}
                <Link href={`/campaign/${post.campaign.url}`}>{post.campaign.name}</Link>
              </>
            ) : null}
          </span>
        </div>
      </header>
      <h3 className="text-lg font-semibold">
        <Link
          href={post.url}
          variant="plain"
          className="rounded-sm text-fg no-underline underline-offset-2 data-[hovered]:text-primary-hover data-[hovered]:underline"
        >
          {post.title || t("web.home.feed.untitled", { name: author })}
        </Link>
      </h3>
      <p className="text-fg">{postExcerpt(post.content, Boolean(post.title))}</p>
      <p className="text-xs text-fg-muted">
        {t("web.home.feed.counts", { karma: post.karma, comments: post.comments })}
      </p>
    </article>
  );
}

function FeedSkeleton() {
  const { t } = useTranslator();
  return (
    <div aria-busy="true" className="flex max-w-2xl flex-col gap-4">
      <VisuallyHidden>{t("web.campaign.loading")}</VisuallyHidden>
      {["a", "b", "c"].map((key) => (
        <div key={key} className="flex flex-col gap-3 rounded-lg border border-border p-5">
          <div className="flex items-center gap-3">
            <Skeleton shape="circle" width={32} />
            <Skeleton width="40%" />
          </div>
          <Skeleton lines={3} />
        </div>
      ))}
    </div>
  );
}
