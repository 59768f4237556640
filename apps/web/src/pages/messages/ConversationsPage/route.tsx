import type { LoaderFunctionArgs } from "react-router";
import { loaderDeps, prefetch } from "../../../app/loader-context";
import { ConversationsPage, conversationsPageQuery } from "./ConversationsPage";

/** /messages: the first page of conversations, started beside the page's code. */
export async function loader({ context }: LoaderFunctionArgs) {
  const deps = loaderDeps(context);
  if (!deps.token()) return null;
  await prefetch(deps, [deps.queryClient.prefetchQuery(conversationsPageQuery(0))]);
  return null;
}

export const Component = ConversationsPage;
