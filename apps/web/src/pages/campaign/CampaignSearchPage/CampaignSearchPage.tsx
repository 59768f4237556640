import { useTranslator } from "@causeway/i18n/react";
import { SEARCH_WORDS_MAX } from "@causeway/rules";
import { Button, buttonVariants, EmptyState, ErrorState, Link, TextField } from "@causeway/ui";
import { type FormEvent, useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { PagedFooter } from "../../../shared/PagedFooter";
import { usePagedQuery } from "../../../shared/usePagedQuery";
import { kindPageQuery, SEARCH_PAGE_SIZE, searchedWords } from "../../search/search-params";
import { CampaignGrid, CampaignGridSkeleton } from "../CampaignGrid";

/** The words of /campaign/search?words=, as the page and its loader read them. */
export function campaignSearchWords(params: URLSearchParams): string {
  return searchedWords(params.get("words") ?? "");
}

/** /campaign/search?words=… */
export const campaignSearchHref = (words: string) =>
  words ? `/campaign/search?${new URLSearchParams({ words })}` : "/campaign/search";

/**
 * /campaign/search (000 §2): active campaigns whose name holds the words, 8 at a time with "show
 * more". The words live in the URL. Without words it asks for them and offers the whole list.
 */
export function CampaignSearchPage() {
  const { t } = useTranslator();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const words = campaignSearchWords(params);
  const [draft, setDraft] = useState(words);
  useEffect(() => setDraft(words), [words]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(campaignSearchHref(searchedWords(draft)));
  };
  return (
    <div className="cw:flex cw:flex-col cw:gap-6 cw:pb-8">
      <h1 className="cw:font-bold cw:text-3xl">
        {words ? t("web.campaign_search.title_for", { words }) : t("web.campaign_search.title")}
      </h1>
      <search>
        <form onSubmit={onSubmit} className="cw:flex cw:max-w-2xl cw:items-end cw:gap-2">
          <TextField
            type="search"
            label={t("web.campaign_search.words")}
            value={draft}
            onChange={setDraft}
            maxLength={SEARCH_WORDS_MAX}
            className="cw:flex-1"
          />
          <Button type="submit">{t("web.search.submit")}</Button>
        </form>
      </search>
      {words ? (
        <Results key={words} words={words} />
      ) : (
        <EmptyState
          headingLevel={2}
          title={t("web.campaign_search.start.title")}
          description={t("web.campaign_search.start.description")}
          action={<AllCampaignsLink />}
        />
      )}
    </div>
  );
}

function AllCampaignsLink() {
  const { t } = useTranslator();
  return (
    <Link
      href="/campaign"
      variant="plain"
      className={`${buttonVariants({ variant: "secondary" })} cw:no-underline`}
    >
      {t("web.campaign_search.all")}
    </Link>
  );
}

function Results({ words }: { words: string }) {
  const { t } = useTranslator();
  const list = usePagedQuery({
    pageQuery: kindPageQuery(words, "campaigns"),
    size: SEARCH_PAGE_SIZE,
    hasMore: (pages) => (pages[pages.length - 1]?.campaigns.length ?? 0) === SEARCH_PAGE_SIZE,
  });
  if (list.isPending) return <CampaignGridSkeleton count={4} />;
  if (list.isError)
    return (
      <ErrorState
        title={t("web.search.error")}
        description={t("web.campaign.error.description")}
        reloadLabel={t("web.campaign.retry")}
        onReload={list.retry}
      />
    );
  const campaigns = list.pages.flatMap((page) => page.campaigns);
  if (campaigns.length === 0)
    return (
      <EmptyState
        headingLevel={2}
        title={t("web.search.none", { kind: "campaigns", words })}
        description={t("web.campaign_search.none_hint")}
        action={<AllCampaignsLink />}
      />
    );
  return (
    <section aria-label={t("web.search.kind.campaigns")} className="cw:flex cw:flex-col cw:gap-4">
      <p role="status" className="cw:text-fg-muted cw:text-sm">
        {t("web.search.shown", { count: campaigns.length })}
      </p>
      <CampaignGrid campaigns={campaigns} headingLevel={2} />
      <PagedFooter
        list={list}
        moreLabel={t("web.search.more.campaigns")}
        errorTitle={t("web.search.error")}
      />
    </section>
  );
}
