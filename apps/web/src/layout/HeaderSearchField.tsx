import { searchQueries } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { normaliseSearchText } from "@causeway/rules";
import { Autocomplete } from "@causeway/ui";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";

interface Suggestion {
  key: string;
  text: string;
  kind: "campaign" | "user";
  href: string;
  /** A person's @username: their name alone may be in another script than what was typed. */
  username?: string;
}

/** Suggestions start at two letters and wait for a pause in typing. */
const MIN_WORDS = 2;
const PAUSE_MS = 250;
const SUGGESTIONS_PER_KIND = 5;

function useSettled(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The header's search field (000 §2 "Search overlay"): campaign and user suggestions while typing
 * (a person with their @username), "nothing to show" when none match; a campaign goes to its page
 * and a user to their profile. Its form (HeaderSearch) sends the words to /search on Enter.
 */
export function HeaderSearchField({ onGo }: { onGo: (href: string) => void }) {
  const { t } = useTranslator();
  const [words, setWords] = useState("");
  // "maria  petrova" asks what "maria petrova" does (the same words, the same cached answer).
  const settled = useSettled(normaliseSearchText(words), PAUSE_MS);
  const enabled = settled.length >= MIN_WORDS;
  const results = useQuery({
    ...searchQueries.everything(settled, "users,campaigns", {
      offset: 0,
      limit: SUGGESTIONS_PER_KIND,
    }),
    enabled,
  });

  const items: Suggestion[] =
    enabled && results.data
      ? [
          ...results.data.campaigns.slice(0, SUGGESTIONS_PER_KIND).map(
            (campaign): Suggestion => ({
              key: `campaign-${campaign.id}`,
              text: campaign.name,
              kind: "campaign",
              href: `/campaign/${encodeURIComponent(campaign.url)}`,
            }),
          ),
          ...results.data.users.slice(0, SUGGESTIONS_PER_KIND).map(
            (user): Suggestion => ({
              key: `user-${user.id}`,
              text: user.name || user.username,
              kind: "user",
              href: `/${encodeURIComponent(user.username)}`,
              username: user.username,
            }),
          ),
        ]
      : [];

  return (
    <Autocomplete<Suggestion>
      name="words"
      label={t("web.header.search_label")}
      placeholder={t("web.header.search_placeholder")}
      className="cw:min-w-0 cw:flex-1 cw:[&>label]:sr-only"
      size="sm"
      items={items}
      getKey={(item) => item.key}
      getText={(item) => item.text}
      getDescription={(item) =>
        item.kind === "campaign"
          ? t("web.header.search_campaign")
          : t("web.header.search_user_handle", { username: item.username ?? "" })
      }
      inputValue={words}
      onInputChange={setWords}
      onPick={(item) => onGo(item.href)}
      isLoading={enabled && results.isFetching}
      allowsEmptyList={enabled && !results.isFetching}
      emptyLabel={t("web.header.search_empty")}
    />
  );
}
