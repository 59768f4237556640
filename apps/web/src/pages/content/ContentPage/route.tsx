import type { LoaderFunctionArgs } from "react-router";
import { loaderDeps, prefetch } from "../../../app/loader-context";
import type { RouteHandle } from "../../../app/meta/page-meta";
import type { ContentDoc } from "../../../content/format";
import type { ContentPageId } from "../../../content/pages";
import { contentPageQuery, loaderLocale } from "../content-queries";
import { ContentPage } from "./ContentPage";

/**
 * The route module of one content page (the same for each: content/routes.tsx asks it per path):
 * the loader puts the page's text in the page's language in the cache, the page draws it, and its
 * title and description come from the text's front matter.
 */
export function contentRoute(page: ContentPageId) {
  async function loader({ context }: LoaderFunctionArgs) {
    const deps = loaderDeps(context);
    await prefetch(deps, [
      deps.queryClient.prefetchQuery(contentPageQuery(page, loaderLocale(deps))),
    ]);
    return null;
  }
  const handle: RouteHandle = {
    meta: ({ data, locale }) => {
      const doc = data<ContentDoc>(contentPageQuery(page, locale));
      return doc ? { title: doc.title, description: doc.description } : {};
    },
  };
  // Keyed by page: another content page is another page, never this one's text kept meanwhile.
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route, when its lazy module resolves; never during a render.
  const Component = () => <ContentPage key={page} page={page} />;
  return { loader, Component, handle };
}
