import { userQueries } from "@causeway/api-client";
import type { LoaderFunctionArgs } from "react-router";
import { loaderDeps, prefetch } from "../../../app/loader-context";
import { contentRoute } from "../ContentPage/route";
import { ContactPage } from "./ContactPage";

const page = contentRoute("contact");

/** /contact: its text, and for a member who they are (the form fills in their name and address). */
export async function loader(args: LoaderFunctionArgs) {
  const deps = loaderDeps(args.context);
  await prefetch(deps, [
    page.loader(args),
    deps.token()
      ? deps.queryClient.prefetchQuery({ ...userQueries.me(), retry: false }).catch(() => undefined)
      : Promise.resolve(),
  ]);
  return null;
}

export const Component = ContactPage;

export const handle = page.handle;
