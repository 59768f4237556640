import { useTranslator } from "@causeway/i18n/react";
import { cn, Link } from "@causeway/ui";
import { SEARCH_KINDS, type SearchKind, searchHref } from "../search-params";

/** The kinds of result as links (the filter lives in the URL): all, campaigns, people, posts. */
export function KindNav({ words, kind }: { words: string; kind: SearchKind | null }) {
  const { t } = useTranslator();
  const choices: (SearchKind | null)[] = [null, ...SEARCH_KINDS];
  return (
    <nav aria-label={t("web.search.kinds")}>
      <ul className="flex flex-wrap gap-2">
        {choices.map((choice) => {
          const current = choice === kind;
          return (
            <li key={choice ?? "all"}>
              <Link
                href={searchHref(words, choice)}
                variant="plain"
                aria-current={current ? "page" : undefined}
                className={cn(
                  "inline-flex rounded-full border px-4 py-1.5 font-medium text-sm no-underline",
                  current
                    ? "border-primary bg-primary text-primary-fg"
                    : "border-border text-fg data-[hovered]:bg-surface-sunken",
                )}
              >
                {t(`web.search.kind.${choice ?? "all"}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
