import type { Campaign, Post, UserSummary } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { EmptyState, ErrorState } from "@causeway/ui";
import type { ReactNode } from "react";
import { PagedFooter } from "../../../shared/PagedFooter";
import { usePagedQuery } from "../../../shared/usePagedQuery";
import { CampaignGrid, CampaignGridSkeleton } from "../../campaign/CampaignGrid";
import { PostList, PostListSkeleton } from "../../post/PostList";
import { kindPageQuery, postsPageQuery, SEARCH_PAGE_SIZE, type SearchKind } from "../search-params";
import { UserList, UserListSkeleton } from "../UserList";

/** More may follow while a page comes back full (the search answers no total). */
const fullLastPage = <T,>(pages: readonly (readonly T[])[]) =>
  (pages[pages.length - 1]?.length ?? 0) === SEARCH_PAGE_SIZE;

/** One kind of result (?filter=), 8 to a page with "show more". */
export function KindResults({ words, kind }: { words: string; kind: SearchKind }) {
  if (kind === "posts") return <PostResults words={words} />;
  if (kind === "users") return <UserResults words={words} />;
  return <CampaignResults words={words} />;
}

function CampaignResults({ words }: { words: string }) {
  const list = usePagedQuery({
    pageQuery: kindPageQuery(words, "campaigns"),
    size: SEARCH_PAGE_SIZE,
    hasMore: (pages) => fullLastPage(pages.map((page) => page.campaigns)),
  });
  const campaigns: Campaign[] = list.pages.flatMap((page) => page.campaigns);
  return (
    <Results
      kind="campaigns"
      words={words}
      list={list}
      count={campaigns.length}
      skeleton={<CampaignGridSkeleton count={4} />}
    >
      <CampaignGrid campaigns={campaigns} headingLevel={2} />
    </Results>
  );
}

function UserResults({ words }: { words: string }) {
  const list = usePagedQuery({
    pageQuery: kindPageQuery(words, "users"),
    size: SEARCH_PAGE_SIZE,
    hasMore: (pages) => fullLastPage(pages.map((page) => page.users)),
  });
  const users: UserSummary[] = list.pages.flatMap((page) => page.users);
  return (
    <Results
      kind="users"
      words={words}
      list={list}
      count={users.length}
      skeleton={<UserListSkeleton />}
    >
      <UserList users={users} headingLevel={2} />
    </Results>
  );
}

function PostResults({ words }: { words: string }) {
  const list = usePagedQuery({
    pageQuery: postsPageQuery(words),
    size: SEARCH_PAGE_SIZE,
    hasMore: fullLastPage,
  });
  const posts: Post[] = list.pages.flat();
  return (
    <Results
      kind="posts"
      words={words}
      list={list}
      count={posts.length}
      skeleton={<PostListSkeleton />}
    >
      <PostList posts={posts} headingLevel={2} />
    </Results>
  );
}

/** A kind's list in its states: loading, failed, nothing found, found (with "show more"). */
function Results({
  kind,
  words,
  list,
  count,
  skeleton,
  children,
}: {
  kind: SearchKind;
  words: string;
  list: ReturnType<typeof usePagedQuery>;
  count: number;
  skeleton: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslator();
  if (list.isPending) return skeleton;
  if (list.isError)
    return (
      <ErrorState
        title={t("web.search.error")}
        description={t("web.campaign.error.description")}
        reloadLabel={t("web.campaign.retry")}
        onReload={list.retry}
      />
    );
  if (count === 0)
    return (
      <EmptyState
        headingLevel={2}
        title={t("web.search.none", { kind, words })}
        description={t("web.search.none_hint")}
      />
    );
  return (
    <section aria-label={t(`web.search.kind.${kind}`)} className="cw:flex cw:flex-col cw:gap-4">
      <p role="status" className="cw:text-fg-muted cw:text-sm">
        {t("web.search.shown", { count })}
      </p>
      {children}
      <PagedFooter
        list={list}
        moreLabel={t(`web.search.more.${kind}`)}
        errorTitle={t("web.search.error")}
      />
    </section>
  );
}
