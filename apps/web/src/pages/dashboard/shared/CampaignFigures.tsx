import { type Campaign, formatMoney, numberFormat, withdrawQueries } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { Alert, Button, ProgressBar, Skeleton } from "@causeway/ui";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useId } from "react";

export interface CampaignFiguresProps {
  campaign: Campaign;
  /** The dashboard shows the goal, donations, followers and updates; the withdraw page the money. */
  variant: "dashboard" | "withdraw";
}

/**
 * The owner's figures (GET /campaign/{id}/summary and /balance): raised against the goal,
 * donations, followers and updates, what was withdrawn and what is available, and the available
 * amount in the payout currency when it differs from the campaign's.
 */
export function CampaignFigures({ campaign, variant }: CampaignFiguresProps) {
  const { t, locale } = useTranslator();
  const titleId = useId();
  const summary = useQuery(withdrawQueries.summary(campaign.id));
  // The payout currency differs from the campaign's: the available amount converted (/balance).
  const converts = variant === "withdraw" && campaign.payoutCurrency.id !== campaign.currency.id;
  const balance = useQuery({ ...withdrawQueries.balance(campaign.id), enabled: converts });
  const count = (value: number) => numberFormat(locale).format(value);

  let body: ReactNode;
  if (summary.isPending) {
    body = (
      <div aria-busy="true" className="cw:grid cw:gap-3 cw:sm:grid-cols-3">
        <Skeleton shape="rect" height="4.5rem" />
        <Skeleton shape="rect" height="4.5rem" />
        <Skeleton shape="rect" height="4.5rem" />
      </div>
    );
  } else if (summary.isError) {
    body = (
      <Alert
        variant="danger"
        title={t("web.dashboard.figures_failed")}
        action={
          <Button size="sm" variant="secondary" onPress={() => void summary.refetch()}>
            {t("forms.currency.retry")}
          </Button>
        }
      />
    );
  } else {
    const s = summary.data;
    const money = (minor: number) => formatMoney(minor, s.currency.abbreviation, locale);
    const payout = balance.data;
    const showPayout = converts && payout !== undefined;
    const figures: [string, string, string?][] =
      variant === "dashboard"
        ? [
            [t("web.dashboard.donations"), count(s.donations_count)],
            [t("web.dashboard.followers"), count(s.followers_count)],
            [t("web.dashboard.posts"), count(s.posts_count)],
            [t("web.dashboard.withdrawn"), money(s.withdrawn_amount)],
            [t("web.dashboard.available"), money(s.available_amount)],
          ]
        : [
            [t("web.dashboard.raised"), money(s.donated_amount)],
            [t("web.dashboard.withdrawn"), money(s.withdrawn_amount)],
            [
              t("web.dashboard.available"),
              money(s.available_amount),
              showPayout
                ? t("web.dashboard.available_payout", {
                    amount: formatMoney(
                      payout.converted.availableAmount,
                      payout.payoutCurrency.abbreviation,
                      locale,
                    ),
                  })
                : undefined,
            ],
          ];
    body = (
      <div className="cw:flex cw:flex-col cw:gap-4">
        {variant === "dashboard" ? (
          <div className="cw:flex cw:flex-col cw:gap-2 cw:rounded-lg cw:border cw:border-border cw:bg-surface-raised cw:p-4">
            <p className="cw:text-sm cw:text-fg-muted">{t("web.dashboard.raised")}</p>
            <p className="cw:text-2xl cw:font-bold cw:tabular-nums">
              {t("web.dashboard.raised_of_goal", {
                raised: money(s.donated_amount),
                goal: money(s.total_amount),
              })}
            </p>
            <ProgressBar
              label={t("web.dashboard.goal_progress")}
              value={Math.min(s.donated_amount, s.total_amount)}
              maxValue={Math.max(s.total_amount, 1)}
            />
          </div>
        ) : null}
        <dl
          className={
            variant === "dashboard"
              ? "cw:grid cw:gap-3 cw:sm:grid-cols-3 cw:lg:grid-cols-5"
              : "cw:grid cw:gap-3"
          }
        >
          {figures.map(([label, value, note]) => (
            <div
              key={label}
              className="cw:flex cw:flex-col cw:gap-1 cw:rounded-lg cw:border cw:border-border cw:bg-surface-raised cw:p-4"
            >
              <dt className="cw:text-sm cw:text-fg-muted">{label}</dt>
              <dd className="cw:text-xl cw:font-semibold cw:tabular-nums">{value}</dd>
              {note ? <dd className="cw:text-sm cw:text-fg-muted">{note}</dd> : null}
            </div>
          ))}
        </dl>
      </div>
    );
  }
  return (
    <section aria-labelledby={titleId} className="cw:flex cw:flex-col cw:gap-3">
      <h2 id={titleId} className="cw:text-lg cw:font-semibold">
        {t("web.dashboard.figures")}
      </h2>
      {body}
    </section>
  );
}
