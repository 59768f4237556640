import { DonateWidget } from "@causeway/forms";
import { useTranslator } from "@causeway/i18n/react";
import { ErrorState, Link, Skeleton, VisuallyHidden } from "@causeway/ui";
import { Navigate, useLocation } from "react-router";
import { NotFoundPage } from "../../errors/NotFoundPage";
import { useCampaignPage } from "../useCampaignPage";
import { retriedDonationOf } from "./retry-state";

/**
 * Where the payment provider sends the donor back (DonationPayload.return_url): the full address
 * in the browser, which is where a donation is sent from; the path in the server's render.
 */
export const checkoutUrl = (campaignUrl: string) => {
  const path = `/campaign/${campaignUrl}/checkout`;
  return typeof window === "undefined" ? path : `${window.location.origin}${path}`;
};

/**
 * /campaign/:campaign/donate (000 §2, bare): only a verified campaign takes donations, otherwise
 * back to the campaign page; the owner cannot donate to their own campaign and goes to their
 * dashboard. The donate widget does the rest (amount, tip, method, checkout, thank you).
 */
export function DonatePage() {
  const { t } = useTranslator();
  const page = useCampaignPage();
  const { state } = useLocation();
  if (page.status === "loading")
    return (
      <div aria-busy="true" className="cw:flex cw:flex-col cw:gap-4">
        <VisuallyHidden>{t("web.campaign.loading")}</VisuallyHidden>
        <Skeleton height={32} width="60%" />
        <Skeleton shape="rect" height="24rem" />
      </div>
    );
  if (page.status === "not-found") return <NotFoundPage />;
  if (page.status === "error")
    return (
      <ErrorState
        headingLevel={1}
        title={t("web.campaign.page.error")}
        description={t("web.campaign.error.description")}
        reloadLabel={t("web.campaign.retry")}
        onReload={page.retry}
      />
    );
  const { campaign } = page;
  if (page.isOwner) return <Navigate replace to={`/campaign/${campaign.url}/dashboard`} />;
  if (!campaign.verified || campaign.finished || !campaign.active)
    return <Navigate replace to={`/campaign/${campaign.url}`} />;
  return (
    <div className="cw:flex cw:flex-col cw:items-center cw:gap-6">
      <div className="cw:flex cw:w-full cw:max-w-lg cw:flex-col cw:gap-1">
        <Link href={`/campaign/${campaign.url}`} className="cw:self-start cw:text-sm">
          {t("web.campaign.donate.back")}
        </Link>
        <h1 className="cw:text-2xl cw:font-bold">{campaign.name}</h1>
      </div>
      <DonateWidget
        campaign={{ id: campaign.id, name: campaign.name }}
        currencyId={campaign.currency.id}
        isGuest={page.isGuest}
        returnUrl={checkoutUrl(campaign.url)}
        retryOf={retriedDonationOf(state, campaign.id)}
      />
    </div>
  );
}
