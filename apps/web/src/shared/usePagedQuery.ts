import type { QueryKey, UseQueryOptions } from "@tanstack/react-query";
import { useQueries } from "@tanstack/react-query";
import { useState } from "react";

/**
 * A list read page by page with the api-client's per-page query options: `pageQuery(offset)`
 * for offsets 0, size, 2·size ... as "load more" asks. Each page is cached on its own, so a page
 * already read is not asked again. `hasMore(pages)` decides from what came back.
 */
export function usePagedQuery<Page, Key extends QueryKey>({
  pageQuery,
  size,
  hasMore,
}: {
  pageQuery: (offset: number) => UseQueryOptions<Page, Error, Page, Key>;
  size: number;
  hasMore: (pages: Page[]) => boolean;
}) {
  const [count, setCount] = useState(1);
  const results = useQueries({
    queries: Array.from({ length: count }, (_, index) => pageQuery(index * size)),
  });
  const first = results[0];
  const loaded = results.filter((result) => result.isSuccess).map((result) => result.data as Page);
  const complete = loaded.length === results.length;
  const last = results[results.length - 1];
  return {
    pages: loaded,
    isPending: first?.isPending ?? true,
    isError: first?.isError ?? false,
    /** A later page failed: the list so far stays, with a retry where "load more" was. */
    moreFailed: results.length > 1 && (last?.isError ?? false),
    isLoadingMore: results.length > 1 && (last?.isPending ?? false),
    hasMore: complete && hasMore(loaded),
    loadMore: () => setCount((current) => current + 1),
    retry: () => {
      for (const result of results) if (result.isError) void result.refetch();
    },
  };
}
