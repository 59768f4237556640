// What the site's page delivery takes and gives: the one typed seam between the web app and the
// server that mounts it (apps/api). Written once, here; apps/api imports these by name.

/** How the site's server render reaches the API: in the same process, with the page's request env. */
export type ApiFetch = (request: Request, env: unknown) => Response | Promise<Response>;

/** The log lines the site writes (apps/api's logger has this shape). */
export interface SiteLog {
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/**
 * What a guest's kept page depends on: a clock of writes, and whether any table a public page shows
 * was written after a tick of it (apps/api's table watch). Without it, a kept page lives only its
 * few seconds.
 */
export interface PublicDataClock {
  now(): number;
  changedSince(tick: number): boolean;
}

export interface SiteOptions {
  /** The built web app (apps/web/dist): index.html, assets/, the dictionary namespaces. */
  staticDir: string;
  /** A built Storybook served under /storybook/, or null. */
  storybookDir?: string | null;
  /** The API, answered in process for the pages' loaders. */
  api: ApiFetch;
  /** The site's public origin (PUBLIC_URL) for canonical and Open Graph URLs; else the request's. */
  publicOrigin?: string | null;
  log?: SiteLog;
  changes?: PublicDataClock | null;
}

/** The site as one fetch handler: static files, dictionary bundles and rendered pages. */
export interface Site {
  fetch(request: Request, env?: unknown): Promise<Response>;
}
