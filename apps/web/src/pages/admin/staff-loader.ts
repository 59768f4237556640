import { isApiError, type User, userQueries } from "@causeway/api-client";
import type { QueryClient } from "@tanstack/react-query";
import { data, type LoaderFunctionArgs, type Params, redirect } from "react-router";
import { loginHref } from "../../app/guards/RequireLogin";
import { loaderDeps, prefetch } from "../../app/loader-context";
import { canOpenConsole, canOpenSection, type StaffSection } from "./staff-access";

/** The status of a refusal: the server render answers it, the console's error boundary draws it. */
export const REFUSED_STATUS = 403;

/** What a refusal carries to the error boundary: the section that was refused, or the console. */
export interface Refusal {
  section: StaffSection | null;
}

export interface StaffPageContext {
  queryClient: QueryClient;
  url: URL;
  params: Params;
  me: User;
}

/**
 * Who is asking, decided before anything of the console renders: a guest is sent to log in and
 * brought back, a token the API no longer takes too; otherwise the signed-in user (from the cache
 * the session filled, or read now, in the browser as on the server: the decision needs it).
 */
async function signedInUser({ request, context }: LoaderFunctionArgs) {
  const deps = loaderDeps(context);
  const url = new URL(request.url);
  const login = () => redirect(loginHref(`${url.pathname}${url.search}`));
  if (!deps.token()) throw login();
  try {
    const me = await deps.queryClient.fetchQuery({ ...userQueries.me(), retry: false });
    return { deps, url, me };
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw login();
    throw error;
  }
}

/** The console's layout: staff only (admin, super admin, editor, translator); anyone else 403. */
export async function staffLoader(args: LoaderFunctionArgs) {
  const { me } = await signedInUser(args);
  if (!canOpenConsole(me.roles)) {
    throw data<Refusal>({ section: null }, { status: REFUSED_STATUS });
  }
  return null;
}

/**
 * A page of the console: refused (403) to a role the section is not for, else its queries started
 * (awaited on the server, which renders the page with them). Runs beside the layout's loader, so
 * it decides on its own.
 */
export function staffPageLoader(
  section: StaffSection | null,
  queries: (page: StaffPageContext) => readonly Promise<unknown>[] = () => [],
) {
  return async (args: LoaderFunctionArgs) => {
    const { deps, url, me } = await signedInUser(args);
    const allowed = section ? canOpenSection(me.roles, section) : canOpenConsole(me.roles);
    if (!allowed) throw data<Refusal>({ section }, { status: REFUSED_STATUS });
    await prefetch(deps, queries({ queryClient: deps.queryClient, url, params: args.params, me }));
    return null;
  };
}
