"use client";
import { type BankTransfer, type Donation, formatMoney } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { buttonVariants, NativeButton, Spinner, VisuallyHidden, WIDGET_ROOT } from "@causeway/ui";
import { lazy, type ReactNode, Suspense, useEffect, useRef } from "react";
import { LeanAlert } from "./lean";
import type { CardPayment, DonateStage } from "./useDonateCheckout";

// The card step's and the transfer's libraries come only with such a payment, never with the form.
const PaymentStep = lazy(() => import("./PaymentStep"));

export interface DonateResultProps {
  stage: Exclude<DonateStage, "form">;
  donation: Donation;
  campaignName: string;
  /** The donor's name as typed (guests), for the thank-you heading. */
  donorName?: string;
  statusFailed: boolean;
  /** The provider's page the donor is being sent to (stage "redirect"). */
  redirectUrl?: string | null;
  /** Back to the form: "Donate again" once paid, "Try again" after a decline or a cancel. */
  onDonateAgain: () => void;
  /** The card step's payment (stage "card"), the widget's return address, and the step's end. */
  card?: CardPayment | null;
  /** A bank transfer's details (stage "bank"). */
  bankTransfer?: BankTransfer | null;
  cardReturnUrl?: string;
  onCardConfirmed?: () => void;
}

const stageClass = `${WIDGET_ROOT} cw:flex cw:flex-col cw:items-center cw:gap-3 cw:py-6 cw:text-center`;

/**
 * Where a donation stands: on its way to the provider's page, PROCESSING (polling), PROCESSED
 * (thank you), FAILED or CANCELLED (nothing charged, the form kept for another try). Focus moves
 * to the heading of each.
 */
export function DonateResult({
  stage,
  donation,
  campaignName,
  donorName,
  statusFailed,
  redirectUrl,
  onDonateAgain,
  card,
  bankTransfer,
  cardReturnUrl,
  onCardConfirmed,
}: DonateResultProps) {
  const { t, locale } = useTranslator();
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus on entering each stage.
  useEffect(() => {
    heading.current?.focus();
  }, [stage]);
  const code = donation.initiatedCurrency.abbreviation;
  const money = (minor: number) => formatMoney(minor, code, locale);
  const amount = money(donation.initiatedAmount);
  const name = donorName?.trim() || donation.donator?.name;
  const view = (title: string, body: ReactNode, icon: ReactNode, size = "cw:text-lg") => (
    <div data-slot="donate-result" data-stage={stage} className={stageClass}>
      {icon}
      <h3 ref={heading} tabIndex={-1} className={`${size} cw:font-semibold cw:outline-none`}>
        {title}
      </h3>
      {body}
    </div>
  );

  if ((stage === "card" && card) || (stage === "bank" && bankTransfer)) {
    return view(
      t(stage === "card" ? "donate.card.title" : "donate.bank.title"),
      <Suspense fallback={<Spinner size="md" />}>
        <PaymentStep
          card={card}
          transfer={bankTransfer}
          donation={donation}
          campaignName={campaignName}
          returnUrl={cardReturnUrl}
          onConfirmed={onCardConfirmed}
          onBack={onDonateAgain}
          Alert={LeanAlert}
        />
      </Suspense>,
      null,
    );
  }

  if (stage === "redirect" || stage === "processing") {
    const redirecting = stage === "redirect";
    return view(
      t(redirecting ? "donate.redirect.title" : "donate.processing.title"),
      <>
        <p role="status" className="cw:text-sm cw:text-fg-muted">
          {t(redirecting ? "donate.redirect.description" : "donate.processing.description", {
            amount,
          })}
        </p>
        {statusFailed ? (
          <LeanAlert tone="warning" title={t("donate.processing.status_failed")} />
        ) : null}
        {redirecting && redirectUrl ? (
          <div className="cw:mt-2 cw:flex cw:flex-wrap cw:justify-center cw:gap-3">
            <a href={redirectUrl} className={`${buttonVariants()} cw:no-underline`}>
              {t("donate.redirect.continue")}
            </a>
            <NativeButton type="button" variant="secondary" onClick={onDonateAgain}>
              {t("donate.redirect.back")}
            </NativeButton>
          </div>
        ) : null}
      </>,
      <Spinner size="lg" decorative />,
    );
  }

  if (stage === "refunded") {
    return view(
      t("donate.refunded.title"),
      <p className="cw:text-sm cw:text-fg">
        {t("donate.refunded.description", {
          amount: money(donation.refunded),
          campaign: campaignName,
        })}
      </p>,
      <span aria-hidden="true" className="cw:text-4xl cw:text-fg-muted">
        ↺
      </span>,
    );
  }

  if (stage === "failed" || stage === "cancelled") {
    return view(
      t(stage === "failed" ? "donate.failed.title" : "donate.cancelled.title"),
      <>
        <p className="cw:text-sm cw:text-fg">
          {t(stage === "failed" ? "donate.failed.description" : "donate.cancelled.description", {
            amount,
            campaign: campaignName,
          })}
        </p>
        <div className="cw:mt-2">
          <NativeButton type="button" onClick={onDonateAgain}>
            {t("donate.retry")}
          </NativeButton>
        </div>
      </>,
      <span
        aria-hidden="true"
        className={`cw:text-4xl ${stage === "failed" ? "cw:text-danger" : "cw:text-fg-muted"}`}
      >
        {stage === "failed" ? "!" : "×"}
      </span>,
    );
  }

  return view(
    name ? t("donate.thanks.title_named", { name }) : t("donate.thanks.title"),
    <>
      <p className="cw:text-sm cw:text-fg">
        {t("donate.thanks.description", { amount, campaign: campaignName })}
      </p>
      {donation.initiatedTip > 0 ? (
        <p className="cw:text-sm cw:text-fg-muted">
          {t("donate.thanks.tip", { amount: money(donation.initiatedTip) })}
        </p>
      ) : null}
      {donation.refunded > 0 ? (
        <p className="cw:text-sm cw:text-fg-muted">
          {t("donate.thanks.refunded", { amount: money(donation.refunded) })}
        </p>
      ) : null}
      <div className="cw:mt-2 cw:flex cw:flex-wrap cw:justify-center cw:gap-3">
        {donation.certificate ? (
          <a
            href={donation.certificate}
            target="_blank"
            rel="noreferrer"
            className="cw:inline-flex cw:h-10 cw:items-center cw:rounded-md cw:border cw:border-border-strong cw:px-4 cw:text-sm cw:font-medium cw:text-fg cw:outline-none cw:focus-visible:ring-2 cw:focus-visible:ring-focus"
          >
            {t("donate.thanks.certificate")}
            <VisuallyHidden>{` ${t("ui.link.external")}`}</VisuallyHidden>
          </a>
        ) : null}
        <NativeButton type="button" variant="secondary" onClick={onDonateAgain}>
          {t("donate.thanks.again")}
        </NativeButton>
      </div>
    </>,
    <span aria-hidden="true" className="cw:text-4xl cw:text-success">
      ♥
    </span>,
    "cw:text-xl",
  );
}
