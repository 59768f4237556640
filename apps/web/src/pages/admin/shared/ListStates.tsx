import { useTranslator } from "@causeway/i18n/react";
import { Alert, Button, Pagination, Skeleton } from "@causeway/ui";
import { pageCount } from "./list-params";

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
