import { isApiError } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { ErrorState, Skeleton } from "@causeway/ui";
import { AdminNotFound } from "../AdminNotFound";

/** A console detail page (a withdrawal, a donation) while it loads. */
export function DetailLoading() {
  const { t } = useTranslator();
  return (
    <div aria-busy="true" className="cw:flex cw:flex-col cw:gap-4">
      <span className="cw:sr-only" role="status">
        {t("web.admin.loading")}
      </span>
      <Skeleton width="40%" height="2.25rem" />
      <Skeleton lines={8} />
    </div>
  );
}

/** A detail page that could not be read: not found (404), or a failure with a retry. */
export function DetailFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslator();
  if (isApiError(error) && error.status === 404) return <AdminNotFound />;
  return (
    <ErrorState
      headingLevel={1}
      title={t("web.dashboard.detail.failed")}
      reloadLabel={t("forms.currency.retry")}
      onReload={onRetry}
      size="lg"
    />
  );
}
