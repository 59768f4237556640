import { type Campaign, formatMoney, numberFormat } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { Alert, Button, Segment, SegmentedControl, Skeleton } from "@causeway/ui";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useId, useState } from "react";
import { MetricsChart } from "./MetricsChart";
import { METRIC_PERIODS, type MetricPeriod, periodTotalsQuery } from "./metrics-range";

/**
 * The owner's statistics (001 §7): over the last 7, 30 or 90 days, the totals of
 * GET /campaign/{id}/metrics?type=date-range (visits, shares, new followers, donations and what
 * they raised) and a chart of one series of GET /campaign/{id}/metric/session.
 */
export function CampaignMetrics({ campaign }: { campaign: Campaign }) {
  const { t, locale } = useTranslator();
  const titleId = useId();
  const [days, setDays] = useState<MetricPeriod>(30);
  const totals = useQuery(periodTotalsQuery(campaign.id, days));
  const count = (value: number) => numberFormat(locale).format(value);

  let figures: ReactNode;
  if (totals.isPending) {
    figures = (
      <div aria-busy="true" className="cw:grid cw:gap-3 cw:sm:grid-cols-3 cw:lg:grid-cols-5">
        <span className="cw:sr-only">{t("web.dashboard.loading")}</span>
        {[1, 2, 3, 4, 5].map((key) => (
          <Skeleton key={key} shape="rect" height="4.5rem" />
        ))}
      </div>
    );
  } else if (totals.isError) {
    figures = (
      <Alert
        variant="danger"
        title={t("web.dashboard.metrics.error")}
        action={
          <Button size="sm" variant="secondary" onPress={() => void totals.refetch()}>
            {t("forms.currency.retry")}
          </Button>
        }
      />
    );
  } else {
    const m = totals.data;
    const items: [string, string][] = [
      [t("web.dashboard.metrics.visits"), count(m.visits)],
      [t("web.dashboard.metrics.shares"), count(m.shares)],
      [t("web.dashboard.metrics.followers"), count(m.followers)],
      [t("web.dashboard.metrics.donations"), count(m.donations_count)],
      [
        t("web.dashboard.metrics.raised"),
        formatMoney(m.donated_amount, m.currency.abbreviation, locale),
      ],
    ];
    figures = (
      <dl className="cw:grid cw:gap-3 cw:sm:grid-cols-3 cw:lg:grid-cols-5">
        {items.map(([label, value]) => (
          <div
            key={label}
            className="cw:flex cw:flex-col cw:gap-1 cw:rounded-lg cw:border cw:border-border cw:bg-surface-raised cw:p-4"
          >
            <dt className="cw:text-sm cw:text-fg-muted">{label}</dt>
            <dd className="cw:text-xl cw:font-semibold cw:tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    );
  }

  return (
    <section aria-labelledby={titleId} className="cw:flex cw:flex-col cw:gap-4">
      <div className="cw:flex cw:flex-wrap cw:items-center cw:justify-between cw:gap-3">
        <h2 id={titleId} className="cw:text-lg cw:font-semibold">
          {t("web.dashboard.metrics.title")}
        </h2>
        <SegmentedControl
          aria-label={t("web.dashboard.metrics.period")}
          value={String(days)}
          onChange={(key) => setDays(Number(key) as MetricPeriod)}
          size="sm"
        >
          {METRIC_PERIODS.map((period) => (
            <Segment key={period} id={String(period)}>
              {t("web.dashboard.metrics.last_days", { count: period })}
            </Segment>
          ))}
        </SegmentedControl>
      </div>
      {figures}
      <MetricsChart campaignId={campaign.id} days={days} />
    </section>
  );
}
