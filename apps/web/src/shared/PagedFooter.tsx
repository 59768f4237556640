import { useTranslator } from "@causeway/i18n/react";
import { ErrorState, LoadMore } from "@causeway/ui";
import type { usePagedQuery } from "./usePagedQuery";

/** The end of a paged list: "load more" while there is more, or an error with a retry when a later page failed. */
export function PagedFooter({
  list,
  moreLabel,
  errorTitle,
  className,
}: {
  list: Pick<
    ReturnType<typeof usePagedQuery>,
    "moreFailed" | "hasMore" | "isLoadingMore" | "loadMore" | "retry"
  >;
  moreLabel: string;
  errorTitle: string;
  className?: string;
}) {
  const { t } = useTranslator();
  if (list.moreFailed)
    return (
      <ErrorState
        headingLevel={3}
        title={errorTitle}
        reloadLabel={t("web.campaign.retry")}
        onReload={list.retry}
      />
    );
  return (
    <LoadMore
      hasMore={list.hasMore}
      isLoading={list.isLoadingMore}
      isInfinite={false}
      onLoadMore={list.loadMore}
      label={moreLabel}
      className={className}
    />
  );
}
