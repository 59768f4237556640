import { numberFormat } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { Alert, Button, Segment, SegmentedControl, Skeleton } from "@causeway/ui";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useId, useState } from "react";
import {
  METRIC_SERIES,
  type MetricPeriod,
  type MetricSeriesType,
  periodSeriesQuery,
  seriesFormat,
} from "./metrics-range";

const SERIES_LABEL = {
  donations: "web.dashboard.metrics.donations",
  visits: "web.dashboard.metrics.visits",
  shares: "web.dashboard.metrics.shares",
} as const;

const CAPTION = {
  day: {
    donations: "web.dashboard.metrics.chart.donations_day",
    visits: "web.dashboard.metrics.chart.visits_day",
    shares: "web.dashboard.metrics.chart.shares_day",
  },
  week: {
    donations: "web.dashboard.metrics.chart.donations_week",
    visits: "web.dashboard.metrics.chart.visits_week",
    shares: "web.dashboard.metrics.chart.shares_week",
  },
} as const;

/**
 * One series of the session metric (GET /campaign/{id}/metric/session) over the period as bars,
 * a day (or a week) each; the bars are a picture, the numbers are in a table under "Show the
 * numbers" (what a screen reader reads).
 */
export function MetricsChart({ campaignId, days }: { campaignId: number; days: MetricPeriod }) {
  const { t, locale } = useTranslator();
  const captionId = useId();
  const [type, setType] = useState<MetricSeriesType>("donations");
  const series = useQuery(periodSeriesQuery(campaignId, days, type));
  const format = seriesFormat(days);
  const dateOf = (seconds: number, style: "short" | "long") =>
    new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: style === "short" ? "short" : "long",
      ...(style === "long" ? { year: "numeric" } : {}),
      timeZone: "UTC",
    }).format(new Date(seconds * 1000));
  const count = (value: number) => numberFormat(locale).format(value);

  let body: ReactNode;
  if (series.isPending) {
    body = (
      <div aria-busy="true">
        <span className="sr-only">{t("web.dashboard.loading")}</span>
        <Skeleton shape="rect" height="10rem" />
      </div>
    );
  } else if (series.isError) {
    body = (
      <Alert
        variant="danger"
        title={t("web.dashboard.metrics.chart_error")}
        action={
          <Button size="sm" variant="secondary" onPress={() => void series.refetch()}>
            {t("forms.currency.retry")}
          </Button>
        }
      />
    );
  } else {
    const points = series.data.points;
    const top = Math.max(1, ...points.map((point) => point.value));
    const first = points[0];
    const last = points[points.length - 1];
    body = (
      <>
        <div aria-hidden="true" className="flex flex-col gap-1">
          <span className="text-xs text-fg-muted tabular-nums">{count(top)}</span>
          <div
            data-slot="metrics-bars"
            className="flex h-40 items-end gap-px border-b border-border"
          >
            {points.map((point) => (
              <div
                key={point.date}
                data-value={point.value}
                title={`${dateOf(point.date, "short")}: ${count(point.value)}`}
                className="min-h-px flex-1 rounded-t-sm bg-primary"
                style={{ height: `${(point.value / top) * 100}%` }}
              />
            ))}
          </div>
          {first && last ? (
            <div className="flex justify-between text-xs text-fg-muted">
              <span>{dateOf(first.date, "short")}</span>
              <span>{dateOf(last.date, "short")}</span>
            </div>
          ) : null}
        </div>
        <details className="text-sm">
          <summary className="cursor-pointer rounded-sm font-medium text-primary outline-none focus-visible:ring-2 focus-visible:ring-focus">
            {t("web.dashboard.metrics.show_numbers")}
          </summary>
          <table className="mt-2 w-full max-w-md text-left">
            <caption className="sr-only">{t(CAPTION[format][type])}</caption>
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="py-1 font-medium">
                  {format === "day"
                    ? t("web.dashboard.metrics.day")
                    : t("web.dashboard.metrics.week_of")}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {t(SERIES_LABEL[type])}
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.date} className="border-b border-border last:border-0">
                  <td className="py-1">{dateOf(point.date, "long")}</td>
                  <td className="py-1 text-right tabular-nums">{count(point.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </>
    );
  }

  return (
    <figure
      aria-labelledby={captionId}
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface-raised p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <figcaption id={captionId} className="font-medium">
          {t(CAPTION[format][type])}
        </figcaption>
        <SegmentedControl
          aria-label={t("web.dashboard.metrics.series")}
          value={type}
          onChange={(key) => setType(key as MetricSeriesType)}
          size="sm"
        >
          {METRIC_SERIES.map((item) => (
            <Segment key={item} id={item}>
              {t(SERIES_LABEL[item])}
            </Segment>
          ))}
        </SegmentedControl>
      </div>
      {body}
    </figure>
  );
}
