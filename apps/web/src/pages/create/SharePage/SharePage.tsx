import type { Campaign } from "@causeway/api-client";
import { CampaignCover, campaignCover } from "@causeway/forms";
import { useTranslator } from "@causeway/i18n/react";
import { takeSharePage } from "@causeway/rules";
import { buttonVariants, Link, Skeleton } from "@causeway/ui";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Navigate, useSearchParams } from "react-router";
import { campaignPageQuery } from "../../campaign/useCampaignPage";
import { ShareCampaignLinks } from "./ShareCampaignLinks";

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * /creation/share?campaign={slug} (000 §2, §4): right after a creation, once. The new campaign's
 * share links (ShareCampaignLinks). Opened again (a reload, a link), it is the dashboard, whose
 * Share button offers the same links.
 */
export function SharePage() {
  const { t } = useTranslator();
  const [params] = useSearchParams();
  const slug = params.get("campaign") ?? "";
  // Decided once per page, after mount (sessionStorage is the browser's): the permission is used up.
  const decided = useRef<boolean | null>(null);
  const [allowed, setAllowed] = useState<boolean | null>(null);
  useEffect(() => {
    if (decided.current === null) decided.current = takeSharePage(sessionStore(), slug);
    setAllowed(decided.current);
  }, [slug]);
  const campaign = useQuery({ ...campaignPageQuery(slug), enabled: slug !== "" });

  if (allowed === false || slug === "") {
    return <Navigate replace to={slug ? `/campaign/${slug}/dashboard` : "/"} />;
  }
  if (allowed === null || !campaign.data) {
    return (
      <div aria-busy="true" className="cw:flex cw:flex-col cw:gap-4">
        <span className="cw:sr-only" role="status">
          {t("web.create.loading")}
        </span>
        <Skeleton width="60%" height="2.25rem" />
        <Skeleton shape="rect" height="12rem" />
      </div>
    );
  }
  return <ShareCampaign campaign={campaign.data} />;
}

function ShareCampaign({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslator();
  const dashboard = `/campaign/${campaign.url}/dashboard`;
  // Live only once verified: until then it says what is true, that it waits for the team's check.
  return (
    <div className="cw:mx-auto cw:flex cw:max-w-2xl cw:flex-col cw:gap-6">
      <header className="cw:flex cw:flex-col cw:gap-2 cw:text-center">
        <h1 className="cw:text-3xl cw:font-bold cw:tracking-tight">
          {t(campaign.verified ? "web.create.share.title" : "web.create.share.title_unverified")}
        </h1>
        <p className="cw:text-fg-muted">{t("web.create.share.intro", { name: campaign.name })}</p>
      </header>
      <div className="cw:aspect-video cw:w-full cw:overflow-hidden cw:rounded-xl cw:bg-surface-sunken">
        <CampaignCover src={campaignCover(campaign)} />
      </div>
      <section aria-labelledby="share-heading" className="cw:flex cw:flex-col cw:gap-3">
        <h2 id="share-heading" className="cw:text-xl cw:font-semibold">
          {t("web.create.share.heading")}
        </h2>
        <ShareCampaignLinks campaign={campaign} />
      </section>
      <section className="cw:flex cw:flex-col cw:gap-2 cw:rounded-md cw:bg-surface-sunken cw:p-4 cw:text-sm">
        <h2 className="cw:text-base cw:font-semibold">{t("web.create.share.next")}</h2>
        <p className="cw:text-fg-muted">
          {t(campaign.verified ? "web.create.share.next_verified" : "web.create.share.next_hint")}
        </p>
        <Link
          href={dashboard}
          variant="plain"
          className={`${buttonVariants()} cw:self-start cw:no-underline`}
        >
          {t("web.create.share.dashboard")}
        </Link>
      </section>
    </div>
  );
}
