import { type LoaderFunctionArgs, redirect } from "react-router";
import { loginHref } from "../../../app/guards/RequireLogin";
import { loaderDeps } from "../../../app/loader-context";
import { ownedCampaignLoader } from "../../campaign/campaign-loader";

/**
 * The owner's edit pages and preview (000 §2: /edit-details, /edit-beneficent, /edit-documents
 * "login required", /dashboard/preview): a guest logs in first and comes back, anyone else but
 * the campaign's owner goes to the campaign page (ownedCampaignLoader).
 */
export async function ownerPageLoader(args: LoaderFunctionArgs) {
  if (!loaderDeps(args.context).token()) {
    const url = new URL(args.request.url);
    throw redirect(loginHref(`${url.pathname}${url.search}`));
  }
  return ownedCampaignLoader(args);
}
