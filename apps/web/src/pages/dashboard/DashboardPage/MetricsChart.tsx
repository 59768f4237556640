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
        <span className="cw:sr-only">{t("web.dashboard.loading")}</span>
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
        <div aria-hidden="true" className="cw:flex cw:flex-col cw:gap-1">
          <span className="cw:text-xs cw:text-fg-muted cw:tabular-nums">{count(top)}</span>
          <div
            data-slot="metrics-bars"
            className="cw:flex cw:h-40 cw:items-end cw:gap-px cw:border-b cw:border-border"
          >
            {points.map((point) => (
              <div
                key={point.date}
                data-value={point.value}
                title={`${dateOf(point.date, "short")}: ${count(point.value)}`}
                className="cw:min-h-px cw:flex-1 cw:rounded-t-sm cw:bg-primary"
                style={{ height: `${(point.value / top) * 100}%` }}
              />
            ))}
          </div>
          {first && last ? (
            <div className="cw:flex cw:justify-between cw:text-xs cw:text-fg-muted">
              <span>{dateOf(first.date, "short")}</span>
              <span>{dateOf(last.date, "short")}</span>
            </div>
          ) : null}
        </div>
        <details className="cw:text-sm">
          <summary className="cw:cursor-pointer cw:rounded-sm cw:font-medium cw:text-primary cw:outline-none cw:focus-visible:ring-2 cw:focus-visible:ring-focus">
            {t("web.dashboard.metrics.show_numbers")}
          </summary>
          <table className="cw:mt-2 cw:w-full cw:max-w-md cw:text-left">
            <caption className="cw:sr-only">{t(CAPTION[format][type])}</caption>
            <thead>
              <tr className="cw:border-b cw:border-border">
                <th scope="col" className="cw:py-1 cw:font-medium">
                  {format === "day"
                    ? t("web.dashboard.metrics.day")
                    : t("web.dashboard.metrics.week_of")}
                </th>
                <th scope="col" className="cw:py-1 cw:text-right cw:font-medium">
                  {t(SERIES_LABEL[type])}
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.date} className="cw:border-b cw:border-border cw:last:border-0">
                  <td className="cw:py-1">{dateOf(point.date, "long")}</td>
                  <td className="cw:py-1 cw:text-right cw:tabular-nums">{count(point.value)}</td>
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
      className="cw:flex cw:flex-col cw:gap-3 cw:rounded-lg cw:border cw:border-border cw:bg-surface-raised cw:p-4"
    >
      <div className="cw:flex cw:flex-wrap cw:items-center cw:justify-between cw:gap-3">
        <figcaption id={captionId} className="cw:font-medium">
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
