"use client";
import { type Donation, formatMoney } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { Spinner, VisuallyHidden } from "@causeway/ui";
import { useEffect, useRef } from "react";
import { LeanAlert, LeanButton } from "./lean";
import type { DonateStage } from "./useDonateCheckout";

export interface DonateResultProps {
  stage: Exclude<DonateStage, "form">;
  donation: Donation;
  campaignName: string;
  /** The donor's name as typed (guests), for the thank-you heading. */
  donorName?: string;
  statusFailed: boolean;
  onDonateAgain: () => void;
}

/** PROCESSING (polling) and PROCESSED (thank you). Focus moves to the heading of each. */
export function DonateResult({
  stage,
  donation,
  campaignName,
  donorName,
  statusFailed,
  onDonateAgain,
}: DonateResultProps) {
  const { t, locale } = useTranslator();
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus on entering each stage.
  useEffect(() => {
    heading.current?.focus();
  }, [stage]);
  const code = donation.initiatedCurrency.abbreviation;
  const money = (minor: number) => formatMoney(minor, code, locale);
  const name = donorName?.trim() || donation.donator?.name;

  if (stage === "processing") {
    return (
      <div
        data-slot="donate-result"
        data-stage="processing"
        className="flex flex-col items-center gap-3 py-6 text-center"
      >
        <Spinner size="lg" decorative />
        <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
          {t("donate.processing.title")}
        </h3>
        <p role="status" className="text-sm text-fg-muted">
          {t("donate.processing.description", { amount: money(donation.initiatedAmount) })}
        </p>
        {statusFailed ? (
          <LeanAlert tone="warning" title={t("donate.processing.status_failed")} />
        ) : null}
      </div>
    );
  }
  return (
    <div
      data-slot="donate-result"
      data-stage="processed"
      className="flex flex-col items-center gap-3 py-6 text-center"
    >
      <span aria-hidden="true" className="text-4xl text-success">
        ♥
      </span>
      <h3 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
        {name ? t("donate.thanks.title_named", { name }) : t("donate.thanks.title")}
      </h3>
      <p className="text-sm text-fg">
        {t("donate.thanks.description", {
          amount: money(donation.initiatedAmount),
          campaign: campaignName,
        })}
      </p>
      {donation.initiatedTip > 0 ? (
        <p className="text-sm text-fg-muted">
          {t("donate.thanks.tip", { amount: money(donation.initiatedTip) })}
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        {donation.certificate ? (
          <a
            href={donation.certificate}
            target="_blank"
            rel="noreferrer"
            className="inline-flex h-10 items-center rounded-md border border-border-strong px-4 text-sm font-medium text-fg outline-none focus-visible:ring-2 focus-visible:ring-focus"
          >
            {t("donate.thanks.certificate")}
            <VisuallyHidden>{` ${t("ui.link.external")}`}</VisuallyHidden>
          </a>
        ) : null}
        <LeanButton type="button" variant="secondary" onClick={onDonateAgain}>
          {t("donate.thanks.again")}
        </LeanButton>
      </div>
    </div>
  );
}
