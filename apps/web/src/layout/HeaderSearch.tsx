import { useTranslator } from "@causeway/i18n/react";
import { normaliseSearchText } from "@causeway/rules";
import { Search } from "lucide-react";
import { Suspense, useState } from "react";
import { useNavigate } from "react-router";
import { deferredPart, partPlace } from "../app/deferred-part";

// The field and its suggestions (react-aria's combobox, the search queries) come when a visitor
// reaches for the search: most readers never do, and it would otherwise weigh on every page.
const HeaderSearchField = deferredPart(
  "header-search",
  () => import("./HeaderSearchField").then((module) => module.HeaderSearchField),
  { until: "reached" },
);

/**
 * The header's search (000 §2 "Search overlay"): a form that sends the words to /search?words= on
 * Enter or its button, whether or not the field's suggestions have come yet (it reads the words
 * from the form, as typed), and clears itself once it has gone; Escape closes the suggestions.
 */
export function HeaderSearch({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslator();
  const navigate = useNavigate();
  // A new field, empty, after each search.
  const [searches, setSearches] = useState(0);
  const go = (href: string) => {
    setSearches((count) => count + 1);
    onNavigate?.();
    void navigate(href);
  };
  return (
    <search {...partPlace("header-search")} className="block w-full min-w-0 @3xl:max-w-xs">
      <form
        action="/search"
        className="flex w-full min-w-0 items-center gap-1"
        onSubmit={(event) => {
          event.preventDefault();
          const words = new FormData(event.currentTarget).get("words");
          const query = normaliseSearchText(typeof words === "string" ? words : "");
          if (query === "") return;
          go(`/search?words=${encodeURIComponent(query)}`);
        }}
      >
        <Suspense fallback={null}>
          <HeaderSearchField key={searches} onGo={go} />
        </Suspense>
        <button
          type="submit"
          aria-label={t("web.header.search_submit")}
          className="inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-md text-fg-muted outline-none hover:bg-surface-sunken hover:text-fg focus-visible:ring-2 focus-visible:ring-focus"
        >
          <Search aria-hidden size={18} />
        </button>
      </form>
    </search>
  );
}
