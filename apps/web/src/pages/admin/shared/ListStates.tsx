import { useTranslator } from "@causeway/i18n/react";
import { Alert, Button, EmptyState, Pagination, Skeleton } from "@causeway/ui";
import type { Key, ReactNode } from "react";
import { pageCount } from "./list-params";

/** What a console list shows when it has nothing: its icon and words. */
export interface ListEmpty {
  icon: ReactNode;
  title: string;
  description: string;
  /** The empty state's heading level (2 on a page of its own, 3 under a section's heading). */
  headingLevel?: 2 | 3;
}

/**
 * A console list's body: loading, failed with a retry, empty, or its items (busy while the next
 * page replaces them).
 */
export function ListBody<T>({
  query,
  items,
  empty,
  keyOf,
  children,
}: {
  query: {
    isPending: boolean;
    isError: boolean;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  /** The page's items once read. */
  items: readonly T[] | undefined;
  empty: ListEmpty;
  keyOf: (item: T) => Key;
  children: (item: T) => ReactNode;
}) {
  if (query.isPending) return <ListLoading />;
  if (query.isError || !items) return <ListFailed onRetry={() => void query.refetch()} />;
  if (items.length === 0)
    return (
      <EmptyState
        headingLevel={empty.headingLevel ?? 2}
        icon={empty.icon}
        title={empty.title}
        description={empty.description}
      />
    );
  return (
    <ul aria-busy={query.isPlaceholderData || undefined} className="cw:flex cw:flex-col cw:gap-4">
      {items.map((item) => (
        <li key={keyOf(item)}>{children(item)}</li>
      ))}
    </ul>
  );
}

/** The console's list while its first page loads. */
export function ListLoading() {
  const { t } = useTranslator();
  return (
    <div aria-busy="true" className="cw:flex cw:flex-col cw:gap-4">
      <span className="cw:sr-only" role="status">
        {t("web.admin.loading")}
      </span>
      <Skeleton shape="rect" height="9rem" />
      <Skeleton shape="rect" height="9rem" />
    </div>
  );
}

/** A list that could not be read, with a retry. */
export function ListFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslator();
  return (
    <Alert
      variant="danger"
      title={t("web.admin.list_failed")}
      action={
        <Button size="sm" variant="secondary" onPress={onRetry}>
          {t("forms.currency.retry")}
        </Button>
      }
    />
  );
}

/** The page numbers under a list, when there is more than one page. */
export function ListPages({
  page,
  total,
  onChange,
}: {
  page: number;
  total: number;
  onChange: (page: number) => void;
}) {
  const pages = pageCount(total);
  if (pages <= 1) return null;
  return <Pagination page={Math.min(page, pages)} totalPages={pages} onChange={onChange} />;
}
