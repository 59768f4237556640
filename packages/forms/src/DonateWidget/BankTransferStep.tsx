"use client";
import { type BankTransfer, formatMoney } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { epcQrCode, formatCreditorReference, formatIbanForDisplay } from "@causeway/rules";
import { NativeButton } from "@causeway/ui";
import { useMemo, useState } from "react";

export interface BankTransferStepProps {
  transfer: BankTransfer;
}

/**
 * A bank transfer's details (issue 29): the platform's account, the amount and the donation's own
 * reference, each to copy, and the EPC QR code ("GiroCode") a European banking app scans to fill
 * the transfer in. The donation counts once the transfer is on a statement staff import.
 */
export default function BankTransferStep({ transfer }: BankTransferStepProps) {
  const { t, locale } = useTranslator();
  const amount = formatMoney(transfer.amount, transfer.currency, locale);
  const rows: { label: string; value: string; copy?: string }[] = [
    { label: t("donate.bank.beneficiary"), value: transfer.beneficiary },
    { label: "IBAN", value: formatIbanForDisplay(transfer.iban), copy: transfer.iban },
    ...(transfer.bic ? [{ label: "BIC", value: transfer.bic }] : []),
    { label: t("donate.bank.amount"), value: amount },
    {
      label: t("donate.bank.reference"),
      value: formatCreditorReference(transfer.reference),
      copy: transfer.reference,
    },
  ];
  return (
    <div className="cw:flex cw:w-full cw:flex-col cw:gap-4 cw:text-left">
      <p className="cw:text-sm cw:text-fg">{t("donate.bank.description", { amount })}</p>
      <dl className="cw:grid cw:grid-cols-[auto_1fr] cw:items-center cw:gap-x-4 cw:gap-y-2 cw:text-sm">
        {rows.map((row) => (
          <div key={row.label} className="cw:contents">
            <dt className="cw:text-fg-muted">{row.label}</dt>
            <dd className="cw:flex cw:flex-wrap cw:items-center cw:gap-2 cw:font-medium cw:break-all">
              <span>{row.value}</span>
              {row.copy ? <CopyButton text={row.copy} label={row.label} /> : null}
            </dd>
          </div>
        ))}
      </dl>
      {transfer.epc_qr ? <EpcQrCode payload={transfer.epc_qr} /> : null}
      <p className="cw:text-sm cw:text-fg-muted" role="status">
        {t("donate.bank.waiting")}
      </p>
      <p className="cw:text-sm cw:text-fg-muted">{t("donate.bank.emailed")}</p>
    </div>
  );
}

/** Copies `text` to the clipboard and says so (politely, to screen readers too). */
function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslator();
  const [copied, setCopied] = useState(false);
  return (
    <NativeButton
      type="button"
      variant="secondary"
      size="sm"
      aria-label={t("donate.bank.copy", { what: label })}
      onPress={() => {
        void navigator.clipboard?.writeText(text).then(() => setCopied(true));
      }}
    >
      <span aria-live="polite">
        {copied ? t("donate.bank.copied") : t("donate.bank.copy_short")}
      </span>
    </NativeButton>
  );
}

/**
 * The EPC QR code, drawn as SVG from its modules (`epcQrCode`: level M, as the standard asks), dark
 * on white with its quiet zone in either theme, as scanners need.
 */
function EpcQrCode({ payload }: { payload: string }) {
  const { t } = useTranslator();
  const { path, size } = useMemo(() => {
    const code = epcQrCode(payload);
    let d = "";
    for (let y = 0; y < code.size; y++) {
      for (let x = 0; x < code.size; x++) {
        if (code.get(x, y)) d += `M${x + 4} ${y + 4}h1v1h-1z`;
      }
    }
    return { path: d, size: code.size + 8 };
  }, [payload]);
  return (
    <figure className="cw:m-0 cw:flex cw:flex-col cw:items-center cw:gap-2">
      <svg
        role="img"
        aria-label={t("donate.bank.qr_label")}
        viewBox={`0 0 ${size} ${size}`}
        shapeRendering="crispEdges"
        className="cw:h-44 cw:w-44 cw:rounded-md"
      >
        <rect width={size} height={size} fill="#fff" />
        <path d={path} fill="#000" />
      </svg>
      <figcaption className="cw:text-xs cw:text-fg-muted">{t("donate.bank.qr_caption")}</figcaption>
    </figure>
  );
}
