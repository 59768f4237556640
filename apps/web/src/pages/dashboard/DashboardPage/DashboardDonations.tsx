import {
  type Campaign,
  campaignMutations,
  type Donation,
  useSubmission,
} from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { Badge, Button, EmptyState, useToast } from "@causeway/ui";
import { Check, HandHeart, Mail } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { knownFieldError } from "../../../app/api/field-error-text";
import { PagedFooter } from "../../../shared/PagedFooter";
import {
  DonationRow,
  DonationsError,
  useDonationsList,
} from "../../campaign/CampaignPage/CampaignDonations";
import { SectionSkeleton } from "../../campaign/CampaignPage/SectionSkeleton";
import { ThankYouDialog } from "./ThankYouDialog";

/** The name the list shows for a donation's donor, or null for an anonymous gift. */
function donorName(donation: Donation): string | null {
  const name = donation.is_anon ? "" : (donation.donator?.name.trim() ?? "");
  return name || null;
}

/**
 * The campaign's donations on its owner's dashboard (GET /campaign/{id}/donations, newest first,
 * 8 at a time), each with its thank-you (issue 28): "Say thank you" opens the message, and once
 * it went out the donation says "Thanked" (the spec's `thank_you`); each donation is thanked once,
 * and only once paid.
 */
export function DashboardDonations({ campaign }: { campaign: Campaign }) {
  const { t, has } = useTranslator();
  const { toast } = useToast();
  const titleId = useId();
  const [thanking, setThanking] = useState<Donation | null>(null);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Thanked here: shown at once (the list's refetch confirms it), and the focus goes to it, the
  // button pressed being gone.
  const [thankedHere, setThankedHere] = useState<ReadonlySet<number>>(new Set());
  const [justThanked, setJustThanked] = useState<number | null>(null);
  // A submission: a press while one is on its way is ignored (a double click sends once), and a
  // retry after a failure carries the same Idempotency-Key.
  const send = useSubmission(campaignMutations.sendThankYou());
  const list = useDonationsList(campaign.id, "all");

  const startThanking = (donation: Donation) => {
    // Another donor's message starts afresh; the same donor's, as it was left.
    if (thanking?.id !== donation.id) setError(null);
    setThanking(donation);
    setOpen(true);
  };
  const sendThankYou = (message: string) => {
    if (!thanking) return Promise.resolve();
    const donation = thanking;
    const donor = donorName(donation);
    return send.submit(
      { donationId: donation.id, message },
      {
        onSuccess: () => {
          setThankedHere((ids) => new Set(ids).add(donation.id));
          setJustThanked(donation.id);
          setOpen(false);
          setThanking(null);
          setError(null);
          toast({
            title:
              donor === null
                ? t("web.dashboard.thank_you.sent_anonymous")
                : t("web.dashboard.thank_you.sent", { name: donor }),
            variant: "success",
          });
        },
        onError: (failure) =>
          setError(knownFieldError(failure, { t, has }) ?? t("web.dashboard.thank_you.failed")),
      },
    );
  };

  let content: ReactNode;
  if (list.isPending) content = <SectionSkeleton kind="list" />;
  else if (list.isError) content = <DonationsError onReload={list.retry} />;
  else {
    const donations = list.pages.flatMap((page) => page.donations);
    content =
      donations.length === 0 ? (
        <EmptyState
          headingLevel={3}
          icon={<HandHeart aria-hidden size={24} />}
          title={t("web.campaign.donations.empty")}
          description={t("web.dashboard.thank_you.empty")}
        />
      ) : (
        <>
          <ul className="cw:flex cw:flex-col cw:divide-y cw:divide-border cw:rounded-lg cw:border cw:border-border cw:bg-surface">
            {donations.map((donation) => {
              const donor = donorName(donation);
              return (
                <li key={donation.id}>
                  <DonationRow
                    donation={donation}
                    action={
                      <span className="cw:flex cw:flex-wrap cw:items-center cw:justify-end cw:gap-2">
                        <DonationState donation={donation} />
                        {donation.payment_status !== "PROCESSED" ? null : donation.thank_you ||
                          thankedHere.has(donation.id) ? (
                          <ThankedStatus focus={justThanked === donation.id} />
                        ) : (
                          <Button
                            variant="secondary"
                            size="sm"
                            icon={<Mail aria-hidden size={16} />}
                            aria-label={
                              donor === null
                                ? t("web.dashboard.thank_you.open_anonymous")
                                : t("web.dashboard.thank_you.open_named", { name: donor })
                            }
                            onPress={() => startThanking(donation)}
                          >
                            {t("web.dashboard.thank_you.open")}
                          </Button>
                        )}
                      </span>
                    }
                  />
                </li>
              );
            })}
          </ul>
          <PagedFooter
            list={list}
            moreLabel={t("web.campaign.donations.more")}
            errorTitle={t("web.campaign.donations.error")}
          />
        </>
      );
  }

  return (
    <section aria-labelledby={titleId} className="cw:flex cw:flex-col cw:gap-3">
      <h2 id={titleId} className="cw:text-xl cw:font-semibold">
        {t("web.dashboard.donations")}
      </h2>
      <p className="cw:text-sm cw:text-fg-muted">{t("web.dashboard.thank_you.intro")}</p>
      {content}
      {thanking ? (
        <ThankYouDialog
          key={thanking.id}
          open={open}
          onOpenChange={setOpen}
          donor={donorName(thanking)}
          campaign={campaign.name}
          onSend={sendThankYou}
          error={error}
          isPending={send.isPending}
        />
      ) : null}
    </section>
  );
}

/** "Thanked", taking the focus when the thank-you was just sent from its row. */
function ThankedStatus({ focus }: { focus: boolean }) {
  const { t } = useTranslator();
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <span
      ref={ref}
      tabIndex={-1}
      className="cw:rounded-full cw:outline-none cw:focus-visible:ring-2 cw:focus-visible:ring-focus"
    >
      <Badge variant="success" size="sm" icon={<Check aria-hidden size={14} />}>
        {t("web.dashboard.thank_you.thanked")}
      </Badge>
    </span>
  );
}

/**
 * What the owner should know of a donation beyond its amount: a bank transfer still on its way,
 * or money given back (the row's amount is what still counts).
 */
function DonationState({ donation }: { donation: Donation }) {
  const { t } = useTranslator();
  const state =
    donation.payment_status === "PROCESSING"
      ? "waiting_transfer"
      : donation.payment_status === "REFUNDED"
        ? "refunded"
        : donation.refunded > 0
          ? "partly_refunded"
          : null;
  if (!state) return null;
  return (
    <Badge variant={state === "waiting_transfer" ? "warning" : "neutral"} size="sm">
      {t(`web.dashboard.donations.${state}`)}
    </Badge>
  );
}
