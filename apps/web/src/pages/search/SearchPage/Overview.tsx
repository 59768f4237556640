import { useTranslator } from "@causeway/i18n/react";
import { EmptyState, ErrorState, Link } from "@causeway/ui";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { CampaignGrid, CampaignGridSkeleton } from "../../campaign/CampaignGrid";
import { PostList, PostListSkeleton } from "../../post/PostList";
import {
  overviewQuery,
  postsPageQuery,
  SEARCH_PAGE_SIZE,
  type SearchKind,
  searchHref,
} from "../search-params";
import { UserList, UserListSkeleton } from "../UserList";

/**
 * Every kind at once: the first page of campaigns, people and posts matching the words, each under
 * its heading with "see all" when a full page came back. Kinds with nothing are left out; when
 * none has anything the page says so.
 */
export function Overview({ words }: { words: string }) {
  const { t } = useTranslator();
  const found = useQuery(overviewQuery(words));
  const posts = useQuery(postsPageQuery(words)(0));
  const campaigns = found.data?.campaigns ?? [];
  const users = found.data?.users ?? [];
  const postList = posts.data ?? [];

  if (found.isSuccess && posts.isSuccess && !campaigns.length && !users.length && !postList.length)
    return (
      <EmptyState
        headingLevel={2}
        title={t("web.search.none", { kind: "all", words })}
        description={t("web.search.none_hint")}
      />
    );

  const failed = (retry: () => void) => (
    <ErrorState
      headingLevel={3}
      title={t("web.search.error")}
      description={t("web.campaign.error.description")}
      reloadLabel={t("web.campaign.retry")}
      onReload={retry}
    />
  );

  return (
    <div className="cw:flex cw:flex-col cw:gap-10">
      {found.isPending ? (
        <>
          <Section kind="campaigns" words={words}>
            <CampaignGridSkeleton count={4} />
          </Section>
          <Section kind="users" words={words}>
            <UserListSkeleton count={2} />
          </Section>
        </>
      ) : found.isError ? (
        <Section kind="campaigns" words={words}>
          {failed(() => void found.refetch())}
        </Section>
      ) : (
        <>
          {campaigns.length ? (
            <Section kind="campaigns" words={words} full={campaigns.length >= SEARCH_PAGE_SIZE}>
              <CampaignGrid campaigns={campaigns} headingLevel={3} />
            </Section>
          ) : null}
          {users.length ? (
            <Section kind="users" words={words} full={users.length >= SEARCH_PAGE_SIZE}>
              <UserList users={users} />
            </Section>
          ) : null}
        </>
      )}
      {posts.isPending ? (
        <Section kind="posts" words={words}>
          <PostListSkeleton count={2} />
        </Section>
      ) : posts.isError ? (
        <Section kind="posts" words={words}>
          {failed(() => void posts.refetch())}
        </Section>
      ) : postList.length ? (
        <Section kind="posts" words={words} full={postList.length >= SEARCH_PAGE_SIZE}>
          <PostList posts={postList} headingLevel={3} />
        </Section>
      ) : null}
    </div>
  );
}

/** A kind's results under its heading; "see all" when there may be more than one page. */
function Section({
  kind,
  words,
  full = false,
  children,
}: {
  kind: SearchKind;
  words: string;
  full?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslator();
  const id = `search-${kind}`;
  return (
    <section aria-labelledby={id} className="cw:flex cw:flex-col cw:gap-4">
      <div className="cw:flex cw:flex-wrap cw:items-baseline cw:justify-between cw:gap-2">
        <h2 id={id} className="cw:font-semibold cw:text-xl">
          {t(`web.search.kind.${kind}`)}
        </h2>
        {full ? (
          <Link href={searchHref(words, kind)} variant="standalone">
            {t(`web.search.see_all.${kind}`)}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
