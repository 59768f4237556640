// Page delivery, the one room of the web app that a server mounts (ARCHITECTURE, "How a page is
// built"): the server render, the HTML document and its head, the dictionary bundles, the guests'
// page cache and the built files, as one fetch handler. apps/api imports it by name:
//   import { createSite } from "@causeway/web/server";
import type { RenderInput } from "./render";
import { siteApp } from "./site";
import type { Site, SiteOptions } from "./types";

export type { ApiFetch, PublicDataClock, Site, SiteLog, SiteOptions } from "./types";

/**
 * The built site, ready to answer every request apps/api's own routes leave. The renderer (the
 * whole app) loads meanwhile: the server is ready without waiting for it, and a page asked for
 * before it is there waits for it.
 */
export function createSite(options: SiteOptions): Promise<Site> {
  // React (not bundled: the server's own copy) picks its build by NODE_ENV when first imported:
  // the production one, several times faster, unless NODE_ENV=development was set on purpose.
  process.env.NODE_ENV ??= "production";
  const renderer = import("./render").then(
    (module) => module.renderPage,
    (error: unknown) => {
      options.log?.error("the site's server render could not be loaded", { error });
      return null;
    },
  );
  return siteApp(options, async (input: RenderInput) => {
    const render = await renderer;
    if (!render) throw new Error("the site's server render could not be loaded");
    return render(input);
  });
}
