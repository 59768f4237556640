import { useTranslator } from "@causeway/i18n/react";
import { cn, Link } from "@causeway/ui";
import { SEARCH_KINDS, type SearchKind, searchHref } from "../search-params";

/** The kinds of result as links (the filter lives in the URL): all, campaigns, people, posts. */
export function KindNav({ words, kind }: { words: string; kind: SearchKind | null }) {
  const { t } = useTranslator();
  const choices: (SearchKind | null)[] = [null, ...SEARCH_KINDS];
  return (
    <nav aria-label={t("web.search.kinds")}>
      <ul className="cw:flex cw:flex-wrap cw:gap-2">
        {choices.map((choice) => {
          const current = choice === kind;
          return (
            <li key={choice ?? "all"}>
              <Link
                href={searchHref(words, choice)}
                variant="plain"
                aria-current={current ? "page" : undefined}
                className={cn(
                  "cw:inline-flex cw:rounded-full cw:border cw:px-4 cw:py-1.5 cw:font-medium cw:text-sm cw:no-underline",
                  current
                    ? "cw:border-primary cw:bg-primary cw:text-primary-fg"
                    : "cw:border-border cw:text-fg cw:data-[hovered]:bg-surface-sunken",
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
