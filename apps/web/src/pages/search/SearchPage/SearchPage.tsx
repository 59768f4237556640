import { useTranslator } from "@causeway/i18n/react";
import { SEARCH_WORDS_MAX } from "@causeway/rules";
import { Button, EmptyState, TextField } from "@causeway/ui";
import { type FormEvent, useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { readSearch, searchedWords, searchHref } from "../search-params";
import { KindNav } from "./KindNav";
import { KindResults } from "./KindResults";
import { Overview } from "./Overview";

/**
 * /search?words=&filter= (000 §2): what the header's search lands on with Enter. Without a filter,
 * the first campaigns, people and posts matching the words, each with a way to all of its kind;
 * with one (campaigns, users, posts), that kind alone, 8 at a time with "show more". The words and
 * the filter live in the URL, so a search can be shared and the back button restores it.
 */
export function SearchPage() {
  const { t } = useTranslator();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { words, kind } = readSearch(params);
  const [draft, setDraft] = useState(words);
  // Back and forward restore the URL's words; the box follows them.
  useEffect(() => setDraft(words), [words]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = searchedWords(draft);
    void navigate(searchHref(next, next ? kind : null));
  };

  return (
    <div className="cw:flex cw:flex-col cw:gap-6 cw:pb-8">
      <h1 className="cw:font-bold cw:text-3xl">
        {words ? t("web.search.title_for", { words }) : t("web.search.title")}
      </h1>
      <search>
        <form onSubmit={onSubmit} className="cw:flex cw:max-w-2xl cw:items-end cw:gap-2">
          <TextField
            type="search"
            label={t("web.search.words")}
            value={draft}
            onChange={setDraft}
            maxLength={SEARCH_WORDS_MAX}
            className="cw:flex-1"
          />
          <Button type="submit">{t("web.search.submit")}</Button>
        </form>
      </search>
      {words ? (
        <>
          <KindNav words={words} kind={kind} />
          {kind === null ? (
            <Overview key={words} words={words} />
          ) : (
            <KindResults key={`${kind}|${words}`} words={words} kind={kind} />
          )}
        </>
      ) : (
        <EmptyState
          headingLevel={2}
          title={t("web.search.start.title")}
          description={t("web.search.start.description")}
        />
      )}
    </div>
  );
}
