import { campaignQueries } from "@causeway/api-client";
import { data, type LoaderFunctionArgs, redirect } from "react-router";
import { loaderDeps } from "../../../app/loader-context";

/**
 * /help/{short_url} (000 §2): a campaign's short link. The loader looks the short code up (the
 * campaign fetch answers a slug or a short code) and answers a 302 to the campaign's page, on the
 * server before anything renders; a code no campaign has is the 404 page.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const { queryClient } = loaderDeps(context);
  const code = params.shortUrl?.trim() ?? "";
  const campaign = code
    ? await queryClient.fetchQuery(campaignQueries.detail(code)).catch(() => null)
    : null;
  if (!campaign || campaign.deleted) throw data(null, { status: 404 });
  throw redirect(`/campaign/${encodeURIComponent(campaign.url)}`, 302);
}

/** Never drawn: the loader always sends the visitor on or answers the 404 page. */
export function Component() {
  return null;
}
