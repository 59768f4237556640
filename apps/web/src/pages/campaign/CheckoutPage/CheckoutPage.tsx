import { ApiError, donationQueries } from "@causeway/api-client";
import { DonateResult, forgetDonateDraft, stageOf } from "@causeway/forms";
import { useTranslator } from "@causeway/i18n/react";
import { buttonVariants, EmptyState, ErrorState, Link, Spinner } from "@causeway/ui";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { retryState } from "../DonatePage/retry-state";

/** How often a PROCESSING payment is asked again. */
export const CHECKOUT_POLL_MS = 2000;

/** The provider's payment id in the address, when it can be one (the contract's pattern). */
export function paymentIdOf(params: URLSearchParams): string | null {
  const id = params.get("payment_id") ?? "";
  return /^[A-Za-z0-9_-]{1,100}$/.test(id) ? id : null;
}

/** The page's one query: the donation found by its payment id (the loader prefetches it). */
export const checkoutQuery = (paymentId: string) => donationQueries.byPayment(paymentId);

const notFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * /campaign/:campaign/checkout (000 §2, bare): where a payment provider sends the donor back. A
 * real provider knows only its own payment id, so the page finds the donation by it
 * (`?payment_id=…`; the donation was stored PROCESSING before the donor left), and asks again
 * while PROCESSING; the sandbox's card page comes back the same way. The donate widget's result
 * view shows where it stands with its next step: the thank-you with the certificate once
 * PROCESSED (the form the widget kept is then forgotten), and for a declined or cancelled payment
 * what happened, with Try again back to the donate page, where the widget finds the form as the
 * donor left it, or, where this tab kept none, fills it from the declined donation (issue 25).
 * A bank transfer still waiting shows the account, the amount, the reference and the QR code
 * (the instructions e-mail links here), and thanks the donor once a statement pays it (issue 29).
 */
export function CheckoutPage() {
  const { t } = useTranslator();
  const slug = useParams().campaign ?? "";
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const paymentId = paymentIdOf(params);
  const donation = useQuery({
    ...checkoutQuery(paymentId ?? ""),
    enabled: paymentId !== null,
    // A payment nobody made stays unknown: neither retried nor asked again when the page mounts
    // after its loader was told so.
    retry: (failures, error) => !notFound(error) && failures < 2,
    retryOnMount: false,
    refetchInterval: (query) =>
      query.state.data?.payment_status === "PROCESSING" ? CHECKOUT_POLL_MS : false,
  });
  const paid = donation.data?.payment_status === "PROCESSED";
  const campaignId = donation.data?.campaign.id;
  useEffect(() => {
    if (paid && campaignId) forgetDonateDraft(campaignId);
  }, [paid, campaignId]);
  const back = (
    <Link
      href={`/campaign/${donation.data?.campaign.url ?? slug}`}
      variant="plain"
      className={`${buttonVariants({ variant: "secondary" })} cw:no-underline`}
    >
      {t("web.campaign.checkout.back")}
    </Link>
  );

  let body: ReactNode;
  if (paymentId === null)
    body = (
      <EmptyState
        headingLevel={2}
        title={t("web.campaign.checkout.none")}
        description={t("web.campaign.checkout.none_hint")}
        action={back}
      />
    );
  else if (donation.isPending)
    body = (
      <div className="cw:flex cw:justify-center cw:py-10">
        <Spinner size="lg" label={t("web.campaign.loading")} />
      </div>
    );
  else if (donation.isError && notFound(donation.error))
    body = (
      <EmptyState
        headingLevel={2}
        title={t("web.campaign.checkout.unknown")}
        description={t("web.campaign.checkout.unknown_hint")}
        action={back}
      />
    );
  else if (donation.isError)
    body = (
      <ErrorState
        title={t("web.campaign.checkout.error")}
        description={t("web.campaign.checkout.error_hint")}
        reloadLabel={t("web.campaign.retry")}
        onReload={() => void donation.refetch()}
      />
    );
  else
    body = (
      <>
        <h2 className="cw:text-center cw:text-lg cw:font-semibold">
          {donation.data.campaign.name}
        </h2>
        <DonateResult
          // A bank transfer still waiting shows its details again (after a reload, from the
          // e-mail's link), as the widget showed them.
          stage={donation.data.bank_transfer ? "bank" : stageOf(donation.data)}
          bankTransfer={donation.data.bank_transfer}
          donation={donation.data}
          campaignName={donation.data.campaign.name}
          statusFailed={false}
          onDonateAgain={() =>
            navigate(`/campaign/${donation.data.campaign.url}/donate`, {
              state: retryState(donation.data),
            })
          }
        />
        <div className="cw:flex cw:justify-center">{back}</div>
      </>
    );

  return (
    <div className="cw:mx-auto cw:flex cw:w-full cw:max-w-lg cw:flex-col cw:gap-4">
      <h1 className="cw:text-2xl cw:font-bold">{t("web.campaign.checkout.title")}</h1>
      <section className="cw:flex cw:flex-col cw:gap-4 cw:rounded-lg cw:border cw:border-border cw:bg-surface cw:p-5">
        {body}
      </section>
    </div>
  );
}
