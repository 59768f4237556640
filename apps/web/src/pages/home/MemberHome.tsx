import { FEED_PAGE_SIZE, type Post, type User } from "@causeway/api-client";
import { PostCreator } from "@causeway/forms";
import { useTranslator } from "@causeway/i18n/react";
import { EmptyState, ErrorState, Link } from "@causeway/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { PagedFooter } from "../../shared/PagedFooter";
import { usePagedQuery } from "../../shared/usePagedQuery";
import { PostList, PostListSkeleton } from "../post/PostList";
import { FeedSidebar } from "./FeedSidebar";
import { Pitch } from "./GuestHome";
import { HomeSection } from "./HomeSection";
import { feedPageQuery, ownCampaignsQuery } from "./member-queries";
import { CategoryLinks, FeaturedCampaigns } from "./sections";

/**
 * A member's home (000 §2, §4): the post creator for a member with a campaign, the feed of the
 * campaigns they follow (a member who follows none gets discover and featured campaigns instead),
 * and the feed's sidebar.
 */
export function MemberHome({ user }: { user: User | null }) {
  const { t } = useTranslator();
  return (
    <div className="cw:grid cw:gap-8 cw:pb-8 cw:lg:grid-cols-[minmax(0,1fr)_17rem]">
      <div className="cw:flex cw:min-w-0 cw:flex-col cw:gap-8">
        <h1 className="cw:text-3xl cw:font-bold">{t("web.home.feed.title")}</h1>
        {user === null ? (
          <PostListSkeleton />
        ) : (
          <>
            <Creator user={user} />
            {user.follows_campaigns ? (
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
          </>
        )}
      </div>
      {user ? <FeedSidebar user={user} /> : null}
    </div>
  );
}

/** The post creator, shown only to a member with a campaign (000 §4), one preselected. */
function Creator({ user }: { user: User }) {
  const { t } = useTranslator();
  const own = useQuery(ownCampaignsQuery(user.id));
  const [published, setPublished] = useState<Post | null>(null);
  const campaigns = (own.data?.campaigns ?? []).map(({ id, name }) => ({ id, name }));
  if (campaigns.length === 0) return null;
  return (
    <div className="cw:flex cw:flex-col cw:gap-3">
      <PostCreator
        campaigns={campaigns}
        draftKey={`member-${user.id}`}
        onPublished={setPublished}
      />
      {published ? (
        <p className="cw:text-sm">
          <Link href={published.url}>{t("web.home.feed.see_post")}</Link>
        </p>
      ) : null}
    </div>
  );
}

function Feed() {
  const { t } = useTranslator();
  const feed = usePagedQuery({
    pageQuery: feedPageQuery,
    size: FEED_PAGE_SIZE,
    // 000 §4: more pages exist while a page comes back full.
    hasMore: (pages) => (pages[pages.length - 1]?.length ?? 0) === FEED_PAGE_SIZE,
  });
  if (feed.isPending) return <PostListSkeleton />;
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
      <PostList posts={posts} headingLevel={3} />
      <PagedFooter
        list={feed}
        moreLabel={t("web.home.feed.more")}
        errorTitle={t("web.home.feed.error")}
      />
    </HomeSection>
  );
}
