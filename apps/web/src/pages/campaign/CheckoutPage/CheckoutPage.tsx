import { donationQueries } from "@causeway/api-client";
import { DonateResult, forgetDonateDraft, stageOf } from "@causeway/forms";
import { useTranslator } from "@causeway/i18n/react";
import { buttonVariants, EmptyState, ErrorState, Link, Spinner } from "@causeway/ui";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router";

/** How often a PROCESSING payment is asked again. */
export const CHECKOUT_POLL_MS = 2000;

/**
 * /campaign/:campaign/checkout (000 §2, bare): where a payment provider sends the donor back,
 * with ?donation=<id>&payment_id=<id>. The donation is read (the payment id lets a guest donor
 * read it) and asked again while PROCESSING; the donate widget's result view shows it: the
 * thank-you only once PROCESSED (the form the widget kept is then forgotten), and for a declined
 * or cancelled payment what happened, with Try again back to the donate page, where the widget
 * finds the form as the donor left it.
 */
export function CheckoutPage() {
  const { t } = useTranslator();
  const slug = useParams().campaign ?? "";
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const donationId = Number(params.get("donation"));
  const paymentId = params.get("payment_id") ?? undefined;
  const valid = Number.isInteger(donationId) && donationId > 0;
  const donation = useQuery({
    ...donationQueries.detail(valid ? donationId : 0, paymentId),
    enabled: valid,
    retry: false,
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
      href={`/campaign/${slug}`}
      variant="plain"
      className={`${buttonVariants({ variant: "secondary" })} no-underline`}
    >
      {t("web.campaign.checkout.back")}
    </Link>
  );

  let body: ReactNode;
  if (!valid)
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
      <div className="flex justify-center py-10">
        <Spinner size="lg" label={t("web.campaign.loading")} />
      </div>
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
        <h2 className="text-center text-lg font-semibold">{donation.data.campaign.name}</h2>
        <DonateResult
          stage={stageOf(donation.data)}
          donation={donation.data}
          campaignName={donation.data.campaign.name}
          statusFailed={false}
          onDonateAgain={() => navigate(`/campaign/${donation.data.campaign.url}/donate`)}
        />
        <div className="flex justify-center">{back}</div>
      </>
    );

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-4">
      <h1 className="text-2xl font-bold">{t("web.campaign.checkout.title")}</h1>
      <section className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-5">
        {body}
      </section>
    </div>
  );
}
