"use client";
import {
  type Currency,
  type Donation,
  formatMoney,
  isApiFieldErrors,
  settingsQueries,
} from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { defaultPresets, donationMax, tipAmount } from "@causeway/rules";
import { NativeButton, Spinner, WIDGET_ROOT } from "@causeway/ui";
import { useQuery } from "@tanstack/react-query";
import {
  type FormEvent,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
// The withdrawal forms' summary, imported from its own module: the widget's bundle stays lean.
import { ErrorSummary, type ErrorSummaryItem } from "../shared/ErrorSummary";
import { DonateFields, donateFieldId } from "./DonateFields";
import { DonateResult } from "./DonateResult";
import {
  type DraftStorage,
  forgetDonateDraft,
  readDonateDraft,
  saveDonateDraft,
  sessionDraftStorage,
} from "./draft";
import { LeanAlert } from "./lean";
import { draftFromDonation, type RetriedDonation } from "./retry-draft";
import { useDonateCheckout } from "./useDonateCheckout";
import { DONATE_FIELDS, useDonateForm } from "./useDonateForm";

export interface DonateWidgetProps {
  campaign: { id: number; name: string };
  /** The campaign's currency id: the default currency and its minimum. */
  currencyId: number;
  /** A visitor without an account: asks for name and e-mail and donates as OTHER. */
  isGuest?: boolean;
  /** Where a payment provider sends the donor back (DonationPayload.return_url). */
  returnUrl: string;
  /** Preset amounts in whole major units; by default 2, 5, 10 and 20 times the currency minimum. */
  presets?: readonly number[];
  /** How often the payment status is asked while PROCESSING. */
  pollIntervalMs?: number;
  /**
   * Sends the donor to a provider's own page (the sandbox's card page, PayPal): by default the
   * browser goes there (`window.location.assign`). The form is kept in `draftStorage` first.
   */
  onRedirect?: (url: string) => void;
  onComplete?: (donation: Donation) => void;
  /**
   * Where the form is kept while the donor pays on a provider's page, and found again when they
   * come back from a declined or cancelled payment: the tab's sessionStorage by default; null
   * keeps nothing. Forgotten once the donation is paid.
   */
  draftStorage?: DraftStorage | null;
  /**
   * The declined or cancelled donation the donor is trying again (the checkout page's "Try
   * again"): when no kept form is found (another tab, a storage that kept nothing) the form starts
   * from it, filled as it was sent (the e-mail aside, which a donation's answer does not carry).
   */
  retryOf?: RetriedDonation | null;
}

const goTo = (url: string) => window.location.assign(url);

const noSubscription = () => () => {};
/** False while the page the server rendered is being hydrated (and on the server), else true. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** The embeddable donate widget: choose, check out through the payment sandbox, thank. */
export function DonateWidget(props: DonateWidgetProps) {
  const { t } = useTranslator();
  const currencies = useQuery(settingsQueries.currencies());
  const headingId = useId();
  let body: ReactNode;
  if (currencies.isPending) {
    body = (
      <div className="cw:flex cw:justify-center cw:py-10">
        <Spinner size="lg" label={t("donate.loading")} />
      </div>
    );
  } else if (currencies.isError) {
    body = (
      <LeanAlert
        tone="danger"
        title={t("donate.error.load")}
        action={
          <NativeButton
            type="button"
            size="sm"
            variant="secondary"
            onClick={() => currencies.refetch()}
          >
            {t("donate.retry")}
          </NativeButton>
        }
      />
    );
  } else {
    body = <RestoredDonateFlow {...props} currencies={currencies.data} />;
  }
  return (
    <section
      aria-labelledby={headingId}
      data-slot="donate-widget"
      className={`${WIDGET_ROOT} cw:flex cw:w-full cw:max-w-lg cw:flex-col cw:gap-4 cw:rounded-lg cw:border cw:border-border cw:bg-surface cw:p-5 cw:text-fg`}
    >
      <h2 id={headingId} className="cw:text-base cw:font-semibold">
        {t("donate.title", { campaign: props.campaign.name })}
      </h2>
      {body}
    </section>
  );
}

/**
 * The flow with the donor's kept form, if any, else the donation being tried again. A page the
 * server rendered has no storage to read: it hydrates with a new form, and only then, when a draft
 * is kept, the flow starts again from it (a new key), so the hydrated page matches the server's.
 */
function RestoredDonateFlow(props: DonateWidgetProps & { currencies: readonly Currency[] }) {
  const { draftStorage, campaign, retryOf, currencies, presets } = props;
  const { locale } = useTranslator();
  const hydrated = useHydrated();
  const [drafts] = useState(() =>
    draftStorage === undefined ? sessionDraftStorage() : draftStorage,
  );
  const initial = useMemo(() => {
    if (!hydrated) return null;
    const kept = drafts ? readDonateDraft(drafts, campaign.id) : null;
    if (kept || !retryOf) return kept;
    const currency = currencies.find((c) => c.id === retryOf.initiatedCurrency.id);
    return draftFromDonation(retryOf, {
      presets: presets ?? defaultPresets(currency?.minValue ?? 0),
      locale,
    });
  }, [hydrated, drafts, campaign.id, retryOf, currencies, presets, locale]);
  return (
    <DonateFlow key={initial ? "restored" : "new"} {...props} drafts={drafts} initial={initial} />
  );
}

function DonateFlow({
  campaign,
  currencyId,
  isGuest = false,
  returnUrl,
  presets,
  pollIntervalMs = 2000,
  onRedirect = goTo,
  onComplete,
  currencies,
  drafts,
  initial,
}: DonateWidgetProps & {
  currencies: readonly Currency[];
  drafts: DraftStorage | null;
  initial: ReturnType<typeof readDonateDraft>;
}) {
  const { t, has, locale } = useTranslator();
  const form = useDonateForm({
    currencies,
    defaultCurrencyId: currencyId,
    presets,
    isGuest,
    returnUrl,
    initial,
  });
  const checkout = useDonateCheckout({
    campaignId: campaign.id,
    pollIntervalMs,
    onRedirect: (url) => {
      if (drafts) saveDonateDraft(drafts, campaign.id, form.draft);
      onRedirect(url);
    },
    onComplete: (donation) => {
      forgetDonateDraft(campaign.id, drafts);
      onComplete?.(donation);
    },
  });
  const top = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const idBase = useId();
  // Submits refused because the form is invalid; each one focuses the error summary.
  const [refused, setRefused] = useState(0);
  const code = form.currency?.abbreviation ?? "EUR";
  const min = formatMoney(form.currency?.minValue ?? 0, code, locale);
  const max = formatMoney(donationMax(form.currency), code, locale, {
    hideMinorUnits: form.currency?.zeroBased,
  });
  // A rule's key or the server's key, translated; a server message that is no key, as it came.
  const message = (key: string | undefined) =>
    key === undefined ? undefined : has(key) ? t(key, { min, max }) : key;

  const error = checkout.submitError;
  const fieldErrors = isApiFieldErrors(error) ? error.fields : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per failed attempt.
  useEffect(() => {
    if (fieldErrors) form.showServerErrors(fieldErrors);
    if (error) top.current?.scrollIntoView?.({ block: "start", behavior: "smooth" });
  }, [error]);
  // After a refused submit the form scrolls to its top and the error summary takes focus.
  useEffect(() => {
    if (refused === 0) return;
    top.current?.scrollIntoView?.({ block: "start" });
    summary.current?.focus();
  }, [refused]);

  if (checkout.stage !== "form" && checkout.donation) {
    return (
      <DonateResult
        stage={checkout.stage}
        donation={checkout.donation}
        campaignName={campaign.name}
        donorName={isGuest && !form.values.isAnonymous ? form.values.name : undefined}
        statusFailed={checkout.statusError !== null}
        redirectUrl={checkout.redirectUrl}
        card={checkout.card}
        bankTransfer={checkout.bankTransfer}
        cardReturnUrl={returnUrl}
        onCardConfirmed={checkout.confirmCard}
        onDonateAgain={() => {
          // Back to the form as it was; sending it again is a new intent.
          form.newIntent();
          checkout.reset();
        }}
      />
    );
  }

  const total = form.values.amount + tipAmount(form.values.amount, form.values.tipPercent);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (checkout.isSubmitting) return;
    if (form.isValid) {
      setRefused(0);
      checkout.submit(form.payload);
      return;
    }
    // Nothing is sent and nothing typed is cleared: every field shows its problem, the summary
    // lists them (a previous attempt's server alert gives way to it).
    form.touchAll();
    if (error) checkout.reset();
    setRefused((n) => n + 1);
  };
  // Once a submit was refused, each field's current problem, in screen order, linked to it.
  const summaryItems: ErrorSummaryItem[] =
    refused === 0
      ? []
      : DONATE_FIELDS.flatMap((field) => {
          const text = message(form.errorOf(field));
          return text ? [{ id: donateFieldId(idBase, field, form), message: text }] : [];
        });
  return (
    <form
      ref={top}
      noValidate
      onSubmit={onSubmit}
      className="cw:flex cw:scroll-mt-4 cw:flex-col cw:gap-4"
    >
      {error ? (
        <LeanAlert
          tone="danger"
          title={fieldErrors ? t("donate.error.fields") : t("donate.error.server")}
          description={
            fieldErrors
              ? Object.values(fieldErrors)
                  .map((text) => message(text))
                  .join(" ")
              : undefined
          }
        />
      ) : null}
      <ErrorSummary ref={summary} items={summaryItems} />
      <DonateFields
        form={form}
        idBase={idBase}
        currencies={currencies}
        isGuest={isGuest}
        message={message}
      />
      <div className="cw:flex cw:flex-col cw:gap-2">
        <NativeButton type="submit" size="lg" fullWidth isLoading={checkout.isSubmitting}>
          {t("donate.submit", {
            amount: formatMoney(total, code, locale, { hideMinorUnits: form.currency?.zeroBased }),
          })}
        </NativeButton>
      </div>
    </form>
  );
}
