"use client";
import { toApiError, useApiClient, userQueries } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { cn, NativeButton, NativeSelect, Skeleton, WIDGET_ROOT } from "@causeway/ui";
import { useQuery } from "@tanstack/react-query";
import { Download, ExternalLink } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { certificateFileName } from "./certificate-file";

export interface DonorCertificateProps {
  /** The signed-in member's id: the certificate is theirs alone (and staff's). */
  userId: number;
  /** The level of the widget's title in the page's outline (3 by default). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

type Action = "view" | "download";

/** How long a certificate's object URL lives: long enough for the tab or the download to read it. */
const URL_LIFETIME_MS = 60_000;

/**
 * A donor's certificate (001 §7 GET /api/v2/user/{id}/certificate): a PDF listing the member's
 * completed donations of a year they choose among those they gave in (GET
 * /api/v2/user/donation-years), or of every year. "Open" shows it in a new tab, "Download PDF"
 * saves it. The PDF is read with the member's token (a bare link would not carry it) and handed
 * to the browser as a local file. Before a first donation it says when the certificate comes.
 */
export function DonorCertificate({ userId, headingLevel = 3, className }: DonorCertificateProps) {
  const { t } = useTranslator();
  const api = useApiClient();
  const years = useQuery(userQueries.donationYears());
  // null: every year (the select's first, empty choice).
  const [year, setYear] = useState<number | null>(null);
  const [busy, setBusy] = useState<Action | null>(null);
  const [failed, setFailed] = useState(false);
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();

  const read = async () => {
    const { data, error, response } = await api.GET("/api/v2/user/{id}/certificate.pdf", {
      params: { path: { id: userId }, query: year === null ? {} : { year } },
      parseAs: "blob",
    });
    if (!response.ok || error !== undefined || !data) throw toApiError(response.status, error);
    const blob =
      data.type === "application/pdf" ? data : new Blob([data], { type: "application/pdf" });
    return {
      url: URL.createObjectURL(blob),
      name: certificateFileName(response.headers.get("Content-Disposition"), year),
    };
  };

  const run = async (action: Action) => {
    if (busy) return;
    // The tab is opened while the press is still a user's gesture, or a popup blocker closes it.
    const tab = action === "view" ? window.open("", "_blank") : null;
    // The PDF's tab has no business with this page.
    if (tab) tab.opener = null;
    setBusy(action);
    setFailed(false);
    try {
      const file = await read();
      if (tab) tab.location.href = file.url;
      else {
        const link = document.createElement("a");
        link.href = file.url;
        link.download = file.name;
        link.hidden = true;
        document.body.append(link);
        link.click();
        link.remove();
      }
      setTimeout(() => URL.revokeObjectURL(file.url), URL_LIFETIME_MS);
    } catch {
      tab?.close();
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  let body: ReactNode;
  if (years.isPending)
    body = (
      <div aria-busy="true" className="cw:flex cw:flex-col cw:gap-2">
        <span className="cw:sr-only">{t("forms.profile_donations.years_loading")}</span>
        <Skeleton height={36} width="12rem" />
      </div>
    );
  else if (years.isError)
    body = (
      <div role="alert" className="cw:flex cw:flex-wrap cw:items-center cw:gap-3 cw:text-sm">
        <span className="cw:text-danger">{t("forms.profile_donations.years_failed")}</span>
        <NativeButton size="sm" variant="secondary" onPress={() => void years.refetch()}>
          {t("forms.profile_donations.retry")}
        </NativeButton>
      </div>
    );
  else if (years.data.length === 0)
    body = (
      <p className="cw:text-fg-muted cw:text-sm">{t("forms.profile_donations.no_donations")}</p>
    );
  else
    body = (
      <>
        <div className="cw:flex cw:flex-wrap cw:items-end cw:gap-2">
          <NativeSelect<number>
            label={t("forms.profile_donations.year")}
            placeholder={t("forms.profile_donations.all_years")}
            options={years.data.map((value) => ({ value, label: String(value) }))}
            value={year}
            onChange={setYear}
            className="cw:w-44"
          />
          <NativeButton
            variant="secondary"
            icon={<ExternalLink aria-hidden size={16} />}
            isLoading={busy === "view"}
            onPress={() => void run("view")}
          >
            {t("forms.profile_donations.view")}
          </NativeButton>
          <NativeButton
            variant="secondary"
            icon={<Download aria-hidden size={16} />}
            isLoading={busy === "download"}
            onPress={() => void run("download")}
          >
            {t("forms.profile_donations.download")}
          </NativeButton>
        </div>
        {failed ? (
          <p role="alert" className="cw:text-danger cw:text-sm">
            {t("forms.profile_donations.certificate_failed")}
          </p>
        ) : null}
      </>
    );

  return (
    <section
      data-slot="donor-certificate"
      data-state={busy ? "busy" : failed ? "failed" : "idle"}
      aria-labelledby={titleId}
      className={cn(WIDGET_ROOT, "cw:flex cw:flex-col cw:gap-3", className)}
    >
      <div className="cw:flex cw:flex-col cw:gap-1">
        <Heading id={titleId} className="cw:font-semibold cw:text-base">
          {t("forms.profile_donations.certificate_title")}
        </Heading>
        <p className="cw:text-fg-muted cw:text-sm">
          {t("forms.profile_donations.certificate_description")}
        </p>
      </div>
      {body}
    </section>
  );
}
