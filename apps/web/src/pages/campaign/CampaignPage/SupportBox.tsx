import { type Campaign, campaignKeys, campaignMutations, formatMoney } from "@causeway/api-client";
import { fundedPercent } from "@causeway/forms";
import { useTranslator } from "@causeway/i18n/react";
import { buttonVariants, Link, NativeButton, ProgressBar, useToast } from "@causeway/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Ref } from "react";
import { useParams } from "react-router";
import { useRegistrationPrompt } from "../../../layout/RegistrationPrompt";
import { campaignPageQuery } from "../useCampaignPage";

export interface SupportBoxProps {
  campaign: Campaign;
  isGuest: boolean;
  /** Whether donations are taken (verified and active): the Donate link, else the reason. */
  canDonate: boolean;
  /** The Donate link's wrapper, watched by the phone's donate bar (StickyDonateBar). */
  donateRef?: Ref<HTMLDivElement>;
}

/**
 * What a visitor can do for the campaign: raised of the goal, donations and followers, Donate
 * (or why not), Follow and Share. Native buttons: the page's first load carries no react-aria.
 */
export function SupportBox({ campaign, isGuest, canDonate, donateRef }: SupportBoxProps) {
  const { t, locale } = useTranslator();
  const code = campaign.currency.abbreviation;
  const percent = fundedPercent(campaign.donated_amount, campaign.total_amount);
  const count = (value: number) => new Intl.NumberFormat(locale).format(value);
  return (
    <div className="cw:flex cw:flex-col cw:gap-4 cw:rounded-xl cw:border cw:border-border cw:bg-surface-raised cw:p-5 cw:shadow-sm">
      <p className="cw:flex cw:flex-col">
        <span className="cw:text-2xl cw:font-bold">
          {formatMoney(campaign.donated_amount, code, locale)}
        </span>
        <span className="cw:text-sm cw:text-fg-muted">
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
      <dl className="cw:grid cw:grid-cols-2 cw:gap-2 cw:text-sm">
        <div>
          <dt className="cw:text-fg-muted">{t("web.campaign.page.donations")}</dt>
          <dd className="cw:font-semibold">{count(Number(campaign.donations_count) || 0)}</dd>
        </div>
        <div>
          <dt className="cw:text-fg-muted">{t("web.campaign.page.followers")}</dt>
          <dd className="cw:font-semibold">{count(campaign.followers_count)}</dd>
        </div>
      </dl>
      {canDonate ? (
        <div ref={donateRef}>
          <Link
            href={`/campaign/${campaign.url}/donate`}
            variant="plain"
            className={`${buttonVariants({ size: "lg", fullWidth: true })} cw:no-underline`}
          >
            {t("web.campaign.page.donate")}
          </Link>
        </div>
      ) : (
        <p className="cw:rounded-md cw:bg-surface-sunken cw:p-3 cw:text-sm cw:text-fg-muted">
          {campaign.verified
            ? t("web.campaign.page.closed")
            : t("donation.validator.campaign_not_verified")}
        </p>
      )}
      <div className="cw:grid cw:grid-cols-2 cw:gap-2">
        <FollowButton campaign={campaign} isGuest={isGuest} />
        <ShareButton campaign={campaign} />
      </div>
    </div>
  );
}

function ShareButton({ campaign }: { campaign: Campaign }) {
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
    <NativeButton variant="secondary" fullWidth onPress={() => void onShare()}>
      {t("web.campaign.page.share")}
    </NativeButton>
  );
}

function FollowButton({ campaign, isGuest }: { campaign: Campaign; isGuest: boolean }) {
  const { t } = useTranslator();
  const { toast } = useToast();
  const prompt = useRegistrationPrompt();
  const client = useQueryClient();
  // The page's campaign is cached under the address's slug (the campaign's url or short url).
  const slug = useParams().campaign ?? campaign.url;
  const toggle = useMutation({
    ...campaignMutations.toggleFollow(campaign.id),
    // The answer is the new state and count: written into the page's campaign rather than read
    // again (each read of a campaign counts a visit); other campaign lists refresh when next shown.
    onSuccess: async (answer) => {
      await client.invalidateQueries({ queryKey: campaignKeys.all, refetchType: "none" });
      client.setQueryData(campaignPageQuery(slug).queryKey, (current) =>
        current
          ? { ...current, is_followed: answer.is_followed, followers_count: answer.followers_count }
          : current,
      );
    },
  });
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
      <NativeButton variant="secondary" fullWidth onPress={() => prompt("follow")}>
        {t("web.campaign.page.follow")}
      </NativeButton>
    );
  const followed = campaign.is_followed;
  return (
    <NativeButton
      variant="secondary"
      fullWidth
      aria-pressed={followed}
      isLoading={toggle.isPending}
      onPress={onToggle}
    >
      {followed ? t("web.campaign.page.following") : t("web.campaign.page.follow")}
    </NativeButton>
  );
}
