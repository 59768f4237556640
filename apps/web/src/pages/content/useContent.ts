import { useTranslator } from "@causeway/i18n/react";
import { type QueryKey, type UseQueryOptions, useQuery } from "@tanstack/react-query";

/**
 * A content query in the page's language. When the visitor picks another language the text they
 * read stays until the new one is there (the same page's query under another language), never a
 * skeleton in between.
 */
export function useContent<T, K extends QueryKey>(
  options: (locale: ReturnType<typeof useTranslator>["locale"]) => UseQueryOptions<T, Error, T, K>,
) {
  const { locale } = useTranslator();
  const query = options(locale);
  const samePage = (key: QueryKey | undefined) =>
    JSON.stringify(key?.slice(0, -1)) === JSON.stringify(query.queryKey.slice(0, -1));
  return useQuery<T, Error, T, K>({
    ...query,
    placeholderData: (previous, previousQuery) =>
      previousQuery && samePage(previousQuery.queryKey) ? previous : undefined,
  });
}
