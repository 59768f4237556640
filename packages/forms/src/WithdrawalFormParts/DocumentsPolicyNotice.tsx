"use client";
import { formatMoney, withdrawQueries } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { amountToMinorUnits, type DocumentsCase, documentsPolicy } from "@causeway/rules";
import { type Tone, toneIcon, toneVariants, WIDGET_ROOT } from "@causeway/ui";
import { useQuery } from "@tanstack/react-query";
import { type FormStore, useFieldValue } from "../form-store";

export interface DocumentsPolicyNoticeProps {
  /** The form whose amount box is measured (whole major units, as typed). */
  form: FormStore<{ amount: string }>;
  campaignId: number;
  /**
   * Editing this withdrawal: its own amount is not taken from the available amount, and the
   * owner's hold does not apply (only new withdrawals are held).
   */
  withdrawId?: number;
}

const TONE: Record<DocumentsCase, Tone> = {
  not_needed: "info",
  needed: "warning",
  on_hold: "danger",
};

/**
 * Which documents case applies to the amount typed, said before the owner submits (issue 13):
 * no documents needed up to the threshold, documents needed above it (without them the request
 * waits, and 60 days late they put the owner's next withdrawals on hold), or withdrawals on hold.
 * The rule is documentsPolicy of ../rules (the server applies the same); its inputs come from
 * getDocumentsPolicy. A polite live region: a change of case is announced, not each keystroke.
 * Nothing is said while the policy is loading or could not be read (the server still decides).
 */
export function DocumentsPolicyNotice({
  form,
  campaignId,
  withdrawId,
}: DocumentsPolicyNoticeProps) {
  const { t, locale } = useTranslator();
  const typed = useFieldValue(form, "amount");
  const query = useQuery(withdrawQueries.documentsPolicy(campaignId, withdrawId));
  const data = query.data;
  let notice = null;
  let shown: DocumentsCase | "unknown" = "unknown";
  if (data) {
    const { limits } = data;
    const held = withdrawId === undefined ? data.overdue[0] : undefined;
    const policy = documentsPolicy({
      amount: amountToMinorUnits(typed),
      available: data.available,
      eurRate: data.eur_rate,
      limits: {
        freeEur: limits.free_eur,
        sharePercent: limits.share_percent,
        capEur: limits.cap_eur,
        holdDays: limits.hold_days,
      },
      onHold: held !== undefined,
    });
    const threshold = formatMoney(policy.threshold, data.currency.abbreviation, locale);
    const tone = TONE[policy.case];
    shown = policy.case;
    const body = held
      ? t("forms.documents_policy.on_hold.body", {
          id: held.withdraw_id,
          campaign: held.campaign_name,
          date: new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
            held.requested_at * 1000,
          ),
        })
      : t(`forms.documents_policy.${policy.case}.body`, { threshold, days: limits.hold_days });
    notice = (
      <div
        data-slot="alert"
        data-variant={tone}
        className={`cw:flex cw:w-full cw:items-start cw:gap-3 cw:rounded-md cw:border cw:p-3 cw:text-fg cw:text-sm ${toneVariants({ tone })}`}
      >
        <span data-slot="alert-icon" className="cw:mt-0.5 cw:shrink-0">
          {toneIcon(tone)}
        </span>
        <div className="cw:flex cw:min-w-0 cw:flex-1 cw:flex-col cw:gap-1">
          <p data-slot="alert-title" className="cw:font-semibold">
            {t(`forms.documents_policy.${policy.case}.title`, { threshold })}
          </p>
          <p className="cw:text-fg-muted">{body}</p>
        </div>
      </div>
    );
  }
  return (
    <div aria-live="polite" data-slot="documents-policy" data-case={shown} className={WIDGET_ROOT}>
      {notice}
    </div>
  );
}
