import { useTranslator } from "@causeway/i18n/react";
import { ErrorState } from "@causeway/ui";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { NotFoundPage } from "./NotFoundPage";

/** An unhandled error (000 §2): title, description and a reload button; a 404 the not-found page. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslator();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <ErrorState
        headingLevel={1}
        title={t("web.error.title")}
        description={t("web.error.description")}
        reloadLabel={t("web.error.reload")}
        onReload={() => window.location.reload()}
      />
    </div>
  );
}
