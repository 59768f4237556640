import type { LoaderFunctionArgs } from "react-router";
import { loaderDeps, prefetch } from "../../../app/loader-context";
import { NotificationsPage, notificationsPageQuery } from "./NotificationsPage";

/** /notifications: the first page of notifications, started beside the page's code. */
export async function loader({ context }: LoaderFunctionArgs) {
  const deps = loaderDeps(context);
  if (!deps.token()) return null;
  await prefetch(deps, [deps.queryClient.prefetchQuery(notificationsPageQuery(0))]);
  return null;
}

export const Component = NotificationsPage;
