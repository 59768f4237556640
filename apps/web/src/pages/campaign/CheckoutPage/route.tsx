import type { LoaderFunctionArgs } from "react-router";
import { loaderDeps, prefetch } from "../../../app/loader-context";
import { PRIVATE_PAGE } from "../../../app/meta/page-meta";
import { CheckoutPage, checkoutQuery, paymentIdOf } from "./CheckoutPage";

/**
 * /campaign/:campaign/checkout?payment_id=…: the donation the payment belongs to, read by the
 * payment id alone (the provider knows nothing else), so the server renders the result with it.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const paymentId = paymentIdOf(new URL(request.url).searchParams);
  if (!paymentId) return null;
  const deps = loaderDeps(context);
  await prefetch(deps, [deps.queryClient.prefetchQuery(checkoutQuery(paymentId))]);
  return null;
}

export const Component = CheckoutPage;

// A donor's own result, reached with a payment id: never indexed.
export const handle = PRIVATE_PAGE;
