import { formatMoney, type StaffDonationDetail, toMajorUnits } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { Alert, Button, ConfirmDialog, TextArea, TextField } from "@causeway/ui";
import { Undo2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { readRefund } from "./refund-entry";

export interface RefundFormProps {
  item: StaffDonationDetail;
  /** Sends the refund; rejects with the server's refusal. */
  onRefund: (refund: { amount: number; reason: string }) => Promise<unknown>;
  isRefunding: boolean;
  /** Why the last refund was refused, in the staff member's language. */
  error: string | null;
}

/**
 * Gives back all or part of a donation (issue 29): the amount, in the currency the donor paid (all
 * that is left by default), and the reason, checked here as the server checks them; a
 * confirmation names the amount, the donor and the provider before anything moves. A bank
 * transfer is given back by staff's own transfer: the form says so.
 */
export function RefundForm({ item, onRefund, isRefunding, error }: RefundFormProps) {
  const { t, locale } = useTranslator();
  const { donation, refundable } = item;
  const currency = donation.initiatedCurrency.abbreviation;
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const [amount, setAmount] = useState(() => toMajorUnits(refundable));
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [confirming, setConfirming] = useState<{ amount: number; reason: string } | null>(null);
  const amountId = useId();
  const reasonId = useId();
  const headingId = useId();
  const alertRef = useRef<HTMLDivElement>(null);

  if (donation.payment_status !== "PROCESSED" || refundable <= 0) {
    return (
      <section aria-labelledby={headingId} className="cw:flex cw:flex-col cw:gap-2">
        <h2 id={headingId} className="cw:text-lg cw:font-semibold">
          {t("web.admin.donations.refund_title")}
        </h2>
        <p className="cw:text-sm cw:text-fg-muted">{t("web.admin.donations.not_refundable")}</p>
      </section>
    );
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const read = readRefund({ amount, reason }, { currency, refundable, locale });
    if (!read.ok) {
      flushSync(() => setErrors(read.errors));
      document.getElementById(read.errors.amount ? amountId : reasonId)?.focus();
      return;
    }
    setErrors({});
    setConfirming({ amount: read.amount, reason: read.reason });
  };

  return (
    <section
      aria-labelledby={headingId}
      className="cw:flex cw:flex-col cw:gap-4 cw:rounded-lg cw:border cw:border-border cw:bg-surface-raised cw:p-5"
    >
      <h2 id={headingId} className="cw:text-lg cw:font-semibold">
        {t("web.admin.donations.refund_title")}
      </h2>
      <p className="cw:text-sm cw:text-fg-muted">
        {t(
          donation.payment_method === "BANK"
            ? "web.admin.donations.refund_bank"
            : "web.admin.donations.refund_intro",
        )}
      </p>
      {error ? (
        <div ref={alertRef} tabIndex={-1} className="cw:outline-none">
          <Alert variant="danger" title={error} isLive />
        </div>
      ) : null}
      <form
        noValidate
        aria-busy={isRefunding}
        onSubmit={submit}
        className="cw:flex cw:flex-col cw:gap-4"
      >
        <TextField
          id={amountId}
          label={t("web.admin.donations.refund_amount", { currency })}
          description={t("web.admin.donations.refund_amount_hint", { max: money(refundable) })}
          value={amount}
          onChange={setAmount}
          inputMode="decimal"
          autoComplete="off"
          isRequired
          isReadOnly={isRefunding}
          isInvalid={Boolean(errors.amount)}
          errorMessage={errors.amount ? t(errors.amount) : undefined}
          className="cw:max-w-xs"
        />
        <TextArea
          id={reasonId}
          label={t("web.admin.donations.refund_reason")}
          description={t("web.admin.donations.refund_reason_hint")}
          value={reason}
          onChange={setReason}
          maxLength={500}
          rows={3}
          isRequired
          isReadOnly={isRefunding}
          isInvalid={Boolean(errors.reason)}
          errorMessage={errors.reason ? t(errors.reason) : undefined}
        />
        <Button
          type="submit"
          variant="danger"
          className="cw:w-fit"
          icon={<Undo2 aria-hidden size={18} />}
          isLoading={isRefunding}
        >
          {t("web.admin.donations.refund_submit")}
        </Button>
      </form>
      <ConfirmDialog
        isOpen={confirming !== null}
        variant="destructive"
        title={t("web.admin.donations.refund_confirm_title", {
          amount: money(confirming?.amount ?? 0),
          name: item.donor_name || t("web.admin.donations.anonymous"),
        })}
        description={t(
          donation.payment_method === "BANK"
            ? "web.admin.donations.refund_confirm_bank"
            : "web.admin.donations.refund_confirm",
          { method: t(`donate.method.${donation.payment_method.toLowerCase()}`) },
        )}
        confirmLabel={t("web.admin.donations.refund_confirm_button", {
          amount: money(confirming?.amount ?? 0),
        })}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const refund = confirming;
          setConfirming(null);
          if (!refund) return;
          void onRefund(refund).then(
            () => {
              setReason("");
              setAmount("");
            },
            () => alertRef.current?.focus(),
          );
        }}
      />
    </section>
  );
}
