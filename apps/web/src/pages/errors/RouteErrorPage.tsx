import { useApiClient } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { ErrorState } from "@causeway/ui";
import { useEffect } from "react";
import { isRouteErrorResponse, useLocation, useRouteError } from "react-router";
import { isChunkLoadError, scheduleChunkReport } from "./chunk-error";
import { NotFoundPage } from "./NotFoundPage";

/**
 * An unhandled error (000 §2): title, description and a reload button; a 404 the not-found page.
 * A page whose code would not load (a deploy replaced it, the network dropped) says so, and is
 * reported to the server once it has been on screen for 120 s (001 §8).
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslator();
  const api = useApiClient();
  const location = useLocation();
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (!chunk || !(error instanceof Error)) return;
    return scheduleChunkReport(error, `${location.pathname}${location.search}`, (report) => {
      // A report that cannot be sent is dropped: the visitor already sees the page's error.
      api.POST("/api/v2/client-errors", { body: report }).catch(() => {});
    });
  }, [chunk, error, api, location.pathname, location.search]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <div className="cw:mx-auto cw:max-w-xl cw:px-4 cw:py-12">
      <ErrorState
        headingLevel={1}
        title={t(chunk ? "web.error.chunk_title" : "web.error.title")}
        description={t(chunk ? "web.error.chunk_description" : "web.error.description")}
        reloadLabel={t("web.error.reload")}
        onReload={() => window.location.reload()}
      />
    </div>
  );
}
