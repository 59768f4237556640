"use client";
import { type Donation, formatMoney } from "@causeway/api-client";
import { LOCALES } from "@causeway/i18n";
import { useTranslator } from "@causeway/i18n/react";
import { NativeButton, Spinner, WIDGET_ROOT } from "@causeway/ui";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Stripe, type StripeElementLocale } from "@stripe/stripe-js";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import type { LeanAlertProps } from "./lean";
import type { CardPayment } from "./useDonateCheckout";

export interface StripeCardStepProps {
  /** Stripe's publishable key and the PaymentIntent's client secret (createDonation's payment). */
  card: CardPayment;
  /** The donation being paid (its amount and tip are the PaymentIntent's, set by the server). */
  donation: Donation;
  campaignName: string;
  /**
   * The widget's return address. Stripe sends the donor back there, with the donation and its
   * payment id, when a payment method needs its own page (a bank's 3-D Secure page, a wallet):
   * the checkout page finds the donation by them, as after the sandbox's page. Unset: this page.
   */
  returnUrl?: string;
  /** Stripe took the payment: the widget waits for the server to hear it (Stripe's webhook). */
  onConfirmed?: () => void;
  /** Back to the form, to change the donation. */
  onBack: () => void;
  /**
   * The widget's alert (LeanAlert), given rather than imported: a module this chunk shared with
   * the form's would be split out of the form's chunk, and the donate page would load one more.
   */
  Alert: (props: LeanAlertProps) => ReactNode;
}

/** One Stripe.js per publishable key; a load that failed is tried again next time. */
const loads = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string) {
  let load = loads.get(key);
  if (!load) {
    load = loadStripe(key);
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}

type Loaded = { state: "loading" } | { state: "failed" } | { state: "ready"; stripe: Stripe };

/**
 * The card step in the page (issue 29): Stripe's Payment Element (cards, 3-D Secure, Apple Pay and
 * Google Pay are Stripe's, in Stripe's frames), confirmed with Stripe.js. The amount is the
 * PaymentIntent's, set by the server; nothing about it is sent from here. Loaded only when Stripe
 * takes the payment: the widget's own bundle does not carry Stripe's libraries.
 */
export default function StripeCardStep(props: StripeCardStepProps) {
  const { t, locale } = useTranslator();
  const { donation } = props;
  const total = formatMoney(
    donation.initiatedAmount + donation.initiatedTip,
    donation.initiatedCurrency.abbreviation,
    locale,
  );
  return (
    <>
      <p className="cw:text-sm cw:text-fg-muted">
        {t("donate.card.description", { amount: total, campaign: props.campaignName })}
      </p>
      <CardStep
        {...props}
        total={total}
        returnUrl={returnWith(props.returnUrl ?? window.location.href, donation)}
      />
    </>
  );
}

/**
 * The return address with the donation and its payment, as the sandbox's page sends the donor
 * back (Stripe adds its own parameters too).
 */
function returnWith(returnUrl: string, donation: Pick<Donation, "id" | "payment_id">) {
  try {
    const url = new URL(returnUrl);
    url.searchParams.set("donation", String(donation.id));
    url.searchParams.set("payment_id", donation.payment_id);
    return url.href;
  } catch {
    return returnUrl;
  }
}

type StepProps = StripeCardStepProps & { total: string; returnUrl: string };

/** Stripe.js loaded (or not), then the Payment Element. */
function CardStep(props: StepProps) {
  const { t, locale } = useTranslator();
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded again on "Try again".
  useEffect(() => {
    let live = true;
    setLoaded({ state: "loading" });
    stripeFor(props.card.publishableKey).then(
      (stripe) => live && setLoaded(stripe ? { state: "ready", stripe } : { state: "failed" }),
      () => live && setLoaded({ state: "failed" }),
    );
    return () => {
      live = false;
    };
  }, [props.card.publishableKey, attempt]);

  if (loaded.state === "loading") {
    return (
      <div className={`${WIDGET_ROOT} cw:flex cw:items-center cw:gap-2 cw:py-4`} role="status">
        <Spinner size="sm" decorative />
        <span className="cw:text-sm cw:text-fg-muted">{t("donate.card.loading")}</span>
      </div>
    );
  }
  if (loaded.state === "failed") {
    const { Alert } = props;
    return (
      <Alert
        tone="danger"
        title={t("donate.card.load_failed")}
        action={
          <>
            <NativeButton type="button" onPress={() => setAttempt((n) => n + 1)}>
              {t("donate.retry")}
            </NativeButton>
            <NativeButton type="button" variant="secondary" onPress={props.onBack}>
              {t("donate.redirect.back")}
            </NativeButton>
          </>
        }
      />
    );
  }
  return (
    <Elements
      stripe={loaded.stripe}
      options={{
        clientSecret: props.card.clientSecret,
        locale: stripeLocale(locale),
        appearance: { theme: isDark() ? "night" : "stripe" },
      }}
    >
      <CardForm {...props} />
    </Elements>
  );
}

/**
 * Whether the page shows the dark theme (the site's `data-theme`, else the system's): Stripe's
 * frames take its "night" look then, as their colours are Stripe's to draw.
 */
function isDark() {
  const theme = document.documentElement.dataset.theme;
  if (theme) return theme === "dark";
  return window.matchMedia?.("(prefers-color-scheme: dark)").matches ?? false;
}

/** Stripe's name for the interface language (Stripe.js knows all 14; "auto" otherwise). */
function stripeLocale(locale: string): StripeElementLocale {
  return (STRIPE_LOCALES.has(locale) ? locale : "auto") as StripeElementLocale;
}
// Stripe.js speaks each of the 14 interface languages.
const STRIPE_LOCALES: ReadonlySet<string> = new Set(LOCALES);

function CardForm({ total, returnUrl, onConfirmed, onBack, Alert }: StepProps) {
  const { t } = useTranslator();
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) alert.current?.focus();
  }, [error]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setError(null);
    const result = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: returnUrl },
      redirect: "if_required",
    });
    setBusy(false);
    if (result.error) {
      // A declined card or a field Stripe refuses: Stripe's own words, in the donor's language.
      const told = result.error.type === "card_error" || result.error.type === "validation_error";
      setError(told && result.error.message ? result.error.message : t("donate.card.failed"));
      return;
    }
    onConfirmed?.();
  };

  return (
    <form
      onSubmit={submit}
      aria-busy={busy}
      className={`${WIDGET_ROOT} cw:flex cw:w-full cw:flex-col cw:gap-4 cw:text-left`}
    >
      {error ? (
        <div ref={alert} tabIndex={-1} className="cw:outline-none">
          <Alert tone="danger" title={error} description={t("donate.card.not_charged")} />
        </div>
      ) : null}
      <PaymentElement onReady={() => setReady(true)} options={{ layout: "tabs" }} />
      <div className="cw:flex cw:flex-wrap cw:gap-3">
        <NativeButton type="submit" isDisabled={!stripe || !ready} isLoading={busy}>
          {t("donate.card.pay", { amount: total })}
        </NativeButton>
        <NativeButton type="button" variant="secondary" isDisabled={busy} onPress={onBack}>
          {t("donate.redirect.back")}
        </NativeButton>
      </div>
    </form>
  );
}
