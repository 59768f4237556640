import { isLocale, LOCALE_NAMES, type Locale } from "@causeway/i18n";
import { useTranslator } from "@causeway/i18n/react";
import { Badge } from "@causeway/ui";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useId } from "react";
import { Link, useSearchParams } from "react-router";
import { useSession } from "../../../app/session/SessionProvider";
import { ListFailed, ListLoading } from "../shared/ListStates";
import { withParams } from "../shared/list-params";
import { type DictionaryReport, dictionaryReportsQuery, type KeyText } from "./dictionary-report";

const languageName = (locale: Locale) => `${LOCALE_NAMES[locale]} (${locale})`;

/** The language the page shows the keys of: ?locale=, else the translator's own, if not English. */
export function chosenLocale(params: URLSearchParams, own: string | undefined): Locale | null {
  const asked = params.get("locale");
  if (asked && isLocale(asked) && asked !== "en") return asked;
  if (own && isLocale(own) && own !== "en") return own;
  return null;
}

/**
 * /admincp/translations: for translators (and editors and admins), each dictionary's keys that
 * are missing or still say what English says, against English, the source dictionary.
 */
export function TranslationsPage() {
  const { t } = useTranslator();
  const { user } = useSession();
  const [params] = useSearchParams();
  const reports = useQuery(dictionaryReportsQuery());
  const chosen = chosenLocale(params, user?.language);

  let body: ReactNode;
  if (reports.isPending) body = <ListLoading />;
  else if (reports.isError) body = <ListFailed onRetry={() => void reports.refetch()} />;
  else {
    const report = reports.data.find((entry) => entry.locale === chosen) ?? null;
    body = (
      <>
        <SummaryTable reports={reports.data} chosen={chosen} params={params} />
        {report ? (
          <LanguageKeys report={report} />
        ) : (
          <p className="cw:text-fg-muted">{t("web.admin.translations.choose")}</p>
        )}
      </>
    );
  }
  return (
    <div className="cw:flex cw:flex-col cw:gap-6">
      <header className="cw:flex cw:flex-col cw:gap-1">
        <h1 className="cw:text-2xl cw:font-semibold">{t("web.admin.translations.heading")}</h1>
        <p className="cw:text-fg-muted">
          {t("web.admin.translations.intro", { count: reports.data?.[0]?.total ?? 0 })}
        </p>
      </header>
      {body}
    </div>
  );
}

function Count({ value }: { value: number }) {
  return (
    <Badge variant={value === 0 ? "success" : "warning"} size="sm">
      {value}
    </Badge>
  );
}

function SummaryTable({
  reports,
  chosen,
  params,
}: {
  reports: readonly DictionaryReport[];
  chosen: Locale | null;
  params: URLSearchParams;
}) {
  const { t } = useTranslator();
  return (
    <div className="cw:overflow-x-auto cw:rounded-lg cw:border cw:border-border cw:bg-surface-raised">
      <table className="cw:w-full cw:text-sm">
        <caption className="cw:sr-only">{t("web.admin.translations.table")}</caption>
        <thead className="cw:border-b cw:border-border cw:text-start cw:text-fg-muted">
          <tr>
            <th scope="col" className="cw:px-4 cw:py-2 cw:text-start cw:font-medium">
              {t("web.admin.translations.language")}
            </th>
            <th scope="col" className="cw:px-4 cw:py-2 cw:text-end cw:font-medium">
              {t("web.admin.translations.missing")}
            </th>
            <th scope="col" className="cw:px-4 cw:py-2 cw:text-end cw:font-medium">
              {t("web.admin.translations.english_equal")}
            </th>
          </tr>
        </thead>
        <tbody>
          {reports.map((report) => (
            <tr
              key={report.locale}
              data-locale={report.locale}
              data-current={report.locale === chosen || undefined}
              className="cw:border-b cw:border-border cw:last:border-0 cw:data-[current]:bg-primary-soft"
            >
              <th scope="row" className="cw:px-4 cw:py-2 cw:text-start cw:font-normal">
                <Link
                  to={`?${withParams(params, { locale: report.locale }).toString()}`}
                  aria-current={report.locale === chosen ? "true" : undefined}
                  preventScrollReset
                  className="cw:rounded-sm cw:font-medium cw:text-primary cw:underline-offset-4 cw:outline-none cw:hover:underline cw:focus-visible:ring-2 cw:focus-visible:ring-focus"
                >
                  <span lang={report.locale}>{LOCALE_NAMES[report.locale]}</span> ({report.locale})
                </Link>
              </th>
              <td className="cw:px-4 cw:py-2 cw:text-end cw:tabular-nums">
                <Count value={report.missing.length} />
              </td>
              <td className="cw:px-4 cw:py-2 cw:text-end cw:tabular-nums">
                <Count value={report.englishEqual.length} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LanguageKeys({ report }: { report: DictionaryReport }) {
  const { t } = useTranslator();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="cw:flex cw:flex-col cw:gap-6">
      <h2 id={titleId} className="cw:text-xl cw:font-semibold">
        {languageName(report.locale)}
      </h2>
      <KeyList
        title={t("web.admin.translations.missing_title", { count: report.missing.length })}
        empty={t("web.admin.translations.missing_none")}
        keys={report.missing}
      />
      <KeyList
        title={t("web.admin.translations.english_equal_title", {
          count: report.englishEqual.length,
        })}
        description={t("web.admin.translations.english_equal_description")}
        empty={t("web.admin.translations.english_equal_none")}
        keys={report.englishEqual}
      />
    </section>
  );
}

function KeyList({
  title,
  description,
  empty,
  keys,
}: {
  title: string;
  description?: string;
  empty: string;
  keys: readonly KeyText[];
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="cw:flex cw:flex-col cw:gap-2">
      <h3 id={titleId} className="cw:font-semibold">
        {title}
      </h3>
      {description ? <p className="cw:text-sm cw:text-fg-muted">{description}</p> : null}
      {keys.length === 0 ? (
        <p className="cw:text-sm cw:text-success">{empty}</p>
      ) : (
        <ul className="cw:flex cw:flex-col cw:divide-y cw:divide-border cw:rounded-lg cw:border cw:border-border cw:bg-surface-raised">
          {keys.map((entry) => (
            <li
              key={entry.key}
              className="cw:flex cw:flex-col cw:gap-0.5 cw:px-4 cw:py-2 cw:text-sm"
            >
              <code className="cw:break-all cw:font-mono cw:text-xs cw:text-fg-muted">
                {entry.key}
              </code>
              <span lang="en" className="cw:break-words">
                {entry.english}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
