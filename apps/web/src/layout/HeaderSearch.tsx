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
    <search
      {...partPlace("header-search")}
      className="cw:block cw:w-full cw:min-w-0 cw:@3xl:max-w-xs"
    >
      <form
        action="/search"
        className="cw:flex cw:w-full cw:min-w-0 cw:items-center cw:gap-1"
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
          className="cw:inline-flex cw:size-8 cw:shrink-0 cw:cursor-pointer cw:items-center cw:justify-center cw:rounded-md cw:text-fg-muted cw:outline-none cw:hover:bg-surface-sunken cw:hover:text-fg cw:focus-visible:ring-2 cw:focus-visible:ring-focus"
        >
          <Search aria-hidden size={18} />
        </button>
      </form>
    </search>
  );
}
