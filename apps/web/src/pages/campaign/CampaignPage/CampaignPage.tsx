import { type Campaign, campaignMutations, formatMoney } from "@causeway/api-client";
import { CampaignCover, campaignCover, campaignState, fundedPercent } from "@causeway/forms";
import { useTranslator } from "@causeway/i18n/react";
import {
  Avatar,
  Badge,
  Button,
  buttonVariants,
  ErrorState,
  Link,
  ProgressBar,
  Skeleton,
  useToast,
  VisuallyHidden,
} from "@causeway/ui";
import { useMutation } from "@tanstack/react-query";
import { Navigate } from "react-router";
import { useRegistrationPrompt } from "../../../layout/RegistrationPrompt";
import { NotFoundPage } from "../../errors/NotFoundPage";
import { categoryName } from "../CategoryPage/category-name";
import { useCampaignPage } from "../useCampaignPage";
import { StoryContent } from "./StoryContent";

/**
 * /campaign/:campaign (000 §2): the public campaign page. The owner goes to their dashboard, an
 * unknown or deleted campaign is the not-found page. Donating is offered only once verified.
 */
export function CampaignPage() {
  const { t } = useTranslator();
  const page = useCampaignPage();
  if (page.status === "loading") return <CampaignPageSkeleton />;
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
  if (page.isOwner) return <Navigate replace to={`/campaign/${page.campaign.url}/dashboard`} />;
  return <CampaignView campaign={page.campaign} isGuest={page.isGuest} />;
}

function CampaignView({ campaign, isGuest }: { campaign: Campaign; isGuest: boolean }) {
  const translator = useTranslator();
  const { t, locale } = translator;
  const state = campaignState(campaign);
  const owner = campaign.created_by;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(
    new Date(campaign.date_added * 1000),
  );
  return (
    <article className="grid gap-8 pb-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex min-w-0 flex-col gap-5">
        <div className="aspect-video w-full overflow-hidden rounded-xl bg-surface-sunken">
          <CampaignCover src={campaignCover(campaign)} />
        </div>
        <div className="flex flex-wrap gap-2">
          {campaign.verified ? (
            <Badge variant="success">{t("forms.campaign_card.verified")}</Badge>
          ) : (
            <Badge variant="warning">{t("web.campaign.page.unverified")}</Badge>
          )}
          {campaign.urgent && state === "ACTIVE" ? (
            <Badge variant="danger">{t("forms.campaign_card.urgent")}</Badge>
          ) : null}
          {campaign.trust_club ? (
            <Badge variant="brand">{t("forms.campaign_card.trust_club")}</Badge>
          ) : null}
          {state !== "ACTIVE" ? (
            <Badge>{t(`forms.campaign_card.state.${state.toLowerCase()}`)}</Badge>
          ) : null}
          {campaign.category ? (
            <Link href={`/campaign/categories/${encodeURIComponent(campaign.category.slug)}`}>
              {categoryName(campaign.category, translator)}
            </Link>
          ) : null}
        </div>
        <h1 className="text-3xl font-bold tracking-tight">{campaign.name}</h1>
        <div className="flex items-center gap-3">
          <Avatar name={owner.name} src={owner.avatar?.square.path ?? null} alt="" />
          <p className="text-sm">
            {t("web.campaign.page.organised_by")}{" "}
            <Link href={`/${encodeURIComponent(owner.username)}`} className="font-medium">
              {owner.name}
            </Link>
            <span className="block text-fg-muted">{t("web.campaign.page.created", { date })}</span>
          </p>
        </div>
        <section aria-labelledby="campaign-story" className="flex flex-col gap-3">
          <h2 id="campaign-story" className="text-xl font-semibold">
            {t("web.campaign.page.story")}
          </h2>
          <StoryContent
            html={campaign.content}
            className="flex flex-col gap-3 leading-relaxed [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-4 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_img]:max-w-full [&_img]:rounded-md [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
          />
        </section>
      </div>
      <aside
        aria-label={t("web.campaign.page.support")}
        className="lg:sticky lg:top-4 lg:self-start"
      >
        <SupportBox campaign={campaign} isGuest={isGuest} state={state} />
      </aside>
    </article>
  );
}

function SupportBox({
  campaign,
  isGuest,
  state,
}: {
  campaign: Campaign;
  isGuest: boolean;
  state: ReturnType<typeof campaignState>;
}) {
  const { t, locale } = useTranslator();
  const code = campaign.currency.abbreviation;
  const percent = fundedPercent(campaign.donated_amount, campaign.total_amount);
  const canDonate = campaign.verified && state === "ACTIVE";
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-5 shadow-sm">
      <p className="flex flex-col">
        <span className="text-2xl font-bold">
          {formatMoney(campaign.donated_amount, code, locale)}
        </span>
        <span className="text-sm text-fg-muted">
          {t("web.campaign.page.of_goal", {
            goal: formatMoney(campaign.total_amount, code, locale),
          })}
        </span>
      </p>
      <ProgressBar
        aria-label={t("forms.campaign_card.progress", { percent })}
        value={percent}
        valueLabel={`${percent}%`}
      />
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-fg-muted">{t("web.campaign.page.donations")}</dt>
          <dd className="font-semibold">
            {new Intl.NumberFormat(locale).format(Number(campaign.donations_count) || 0)}
          </dd>
        </div>
        <div>
          <dt className="text-fg-muted">{t("web.campaign.page.followers")}</dt>
          <dd className="font-semibold">
            {new Intl.NumberFormat(locale).format(campaign.followers_count)}
          </dd>
        </div>
      </dl>
      {canDonate ? (
        <Link
          href={`/campaign/${campaign.url}/donate`}
          variant="plain"
          className={`${buttonVariants({ size: "lg", fullWidth: true })} no-underline`}
        >
          {t("web.campaign.page.donate")}
        </Link>
      ) : (
        <p className="rounded-md bg-surface-sunken p-3 text-sm text-fg-muted">
          {campaign.verified
            ? t("web.campaign.page.closed")
            : t("donation.validator.campaign_not_verified")}
        </p>
      )}
      <FollowAndShare campaign={campaign} isGuest={isGuest} />
    </div>
  );
}

function FollowAndShare({ campaign, isGuest }: { campaign: Campaign; isGuest: boolean }) {
  const { t } = useTranslator();
  const { toast } = useToast();
  const share = useMutation(campaignMutations.addShare(campaign.id));
  const onShare = async () => {
    const url = `${window.location.origin}/campaign/${campaign.url}`;
    try {
      await navigator.clipboard.writeText(url);
      toast({
        title: t("web.campaign.page.copied"),
        description: t("web.campaign.page.copied_detail"),
        variant: "success",
      });
    } catch {
      // No clipboard (an insecure page, a refused permission): say so; the share is still counted.
      toast({ title: t("web.campaign.page.copy_failed"), variant: "warning" });
    }
    share.mutate();
  };
  return (
    <div className="grid grid-cols-2 gap-2">
      <FollowButton campaign={campaign} isGuest={isGuest} />
      <Button variant="secondary" fullWidth onPress={() => void onShare()}>
        {t("web.campaign.page.share")}
      </Button>
    </div>
  );
}

function FollowButton({ campaign, isGuest }: { campaign: Campaign; isGuest: boolean }) {
  const { t } = useTranslator();
  const { toast } = useToast();
  const prompt = useRegistrationPrompt();
  const toggle = useMutation(campaignMutations.toggleFollow(campaign.id));
  const onToggle = () =>
    toggle.mutate(undefined, {
      onSuccess: (answer) =>
        toast({
          title: t(
            answer.is_followed ? "web.campaign.page.followed" : "web.campaign.page.unfollowed",
            { name: campaign.name },
          ),
          variant: "success",
        }),
      onError: () => toast({ title: t("web.campaign.page.follow_failed"), variant: "danger" }),
    });
  // 000 §2: a guest who tries to follow gets the registration prompt, which brings them back.
  if (isGuest)
    return (
      <Button variant="secondary" fullWidth onPress={() => prompt("follow")}>
        {t("web.campaign.page.follow")}
      </Button>
    );
  const followed = toggle.data?.is_followed ?? campaign.is_followed;
  return (
    <Button
      variant="secondary"
      fullWidth
      aria-pressed={followed}
      isLoading={toggle.isPending}
      onPress={onToggle}
    >
      {followed ? t("web.campaign.page.following") : t("web.campaign.page.follow")}
    </Button>
  );
}

function CampaignPageSkeleton() {
  const { t } = useTranslator();
  return (
    <div aria-busy="true" className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <VisuallyHidden>{t("web.campaign.loading")}</VisuallyHidden>
      <div className="flex flex-col gap-5">
        <Skeleton shape="media" radius="xl" />
        <Skeleton height={32} width="70%" />
        <Skeleton lines={5} />
      </div>
      <Skeleton shape="rect" height="16rem" />
    </div>
  );
}
