import { type Campaign, campaignMutations } from "@causeway/api-client";
import { CampaignCover, campaignCover } from "@causeway/forms";
import { useTranslator } from "@causeway/i18n/react";
import { type ShareChannel, shareLinks, takeSharePage } from "@causeway/rules";
import { Button, buttonVariants, Link, Skeleton, useToast } from "@causeway/ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import { AtSign, Check, Copy, Mail, MessageCircle, Send, Share2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Navigate, useSearchParams } from "react-router";
import { campaignPageQuery } from "../../campaign/useCampaignPage";

const CHANNELS: readonly { channel: Exclude<ShareChannel, "copy">; icon: typeof Share2 }[] = [
  { channel: "facebook", icon: Share2 },
  { channel: "messenger", icon: MessageCircle },
  { channel: "twitter", icon: AtSign },
  { channel: "whatsapp", icon: Send },
  { channel: "email", icon: Mail },
];

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * /creation/share?campaign={slug} (000 §2, §4): right after a creation, once. The new campaign's
 * share links, each tagged with its utm_source, utm_medium=referral and utm_campaign (001 §7), and
 * a copy button; every share is counted. Opened again (a reload, a link), it is the dashboard.
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
      <div aria-busy="true" className="flex flex-col gap-4">
        <span className="sr-only" role="status">
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
  const share = useMutation(campaignMutations.addShare(campaign.id));
  const [copied, setCopied] = useState(false);
  const address = `${window.location.origin}/campaign/${campaign.url}`;
  const links = shareLinks(address, campaign.name);
  const { toast } = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(links.copy);
      setCopied(true);
      toast({ title: t("web.create.share.copied"), variant: "success" });
    } catch {
      // No clipboard (an insecure page, a refused permission): the link is in the box to copy by hand.
      toast({ title: t("web.create.share.copy_failed"), variant: "warning" });
    }
    share.mutate();
  };
  const dashboard = `/campaign/${campaign.url}/dashboard`;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <header className="flex flex-col gap-2 text-center">
        <h1 className="text-3xl font-bold tracking-tight">{t("web.create.share.title")}</h1>
        <p className="text-fg-muted">{t("web.create.share.intro", { name: campaign.name })}</p>
      </header>
      <div className="aspect-video w-full overflow-hidden rounded-xl bg-surface-sunken">
        <CampaignCover src={campaignCover(campaign)} />
      </div>
      <section aria-labelledby="share-heading" className="flex flex-col gap-3">
        <h2 id="share-heading" className="text-xl font-semibold">
          {t("web.create.share.heading")}
        </h2>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {CHANNELS.map(({ channel, icon: Icon }) => (
            <li key={channel}>
              <a
                href={links[channel]}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => share.mutate()}
                className={`${buttonVariants({ variant: "secondary", fullWidth: true })} no-underline`}
              >
                <Icon aria-hidden size={16} />
                {t(`web.create.share.${channel}`)}
              </a>
            </li>
          ))}
        </ul>
        <div className="flex flex-col gap-2 rounded-md border border-border p-3 sm:flex-row sm:items-center">
          <label htmlFor="share-address" className="text-sm font-medium">
            {t("web.create.share.address")}
          </label>
          <input
            id="share-address"
            readOnly
            value={links.copy}
            onFocus={(event) => event.currentTarget.select()}
            className="h-10 min-w-0 flex-1 rounded-md border border-border-strong bg-surface px-2 text-sm"
          />
          <Button
            variant="primary"
            icon={copied ? <Check aria-hidden size={16} /> : <Copy aria-hidden size={16} />}
            onPress={() => void copy()}
          >
            {t("web.create.share.copy")}
          </Button>
        </div>
      </section>
      <section className="flex flex-col gap-2 rounded-md bg-surface-sunken p-4 text-sm">
        <h2 className="text-base font-semibold">{t("web.create.share.next")}</h2>
        <p className="text-fg-muted">{t("web.create.share.next_hint")}</p>
        <Link
          href={dashboard}
          variant="plain"
          className={`${buttonVariants()} self-start no-underline`}
        >
          {t("web.create.share.dashboard")}
        </Link>
      </section>
    </div>
  );
}
