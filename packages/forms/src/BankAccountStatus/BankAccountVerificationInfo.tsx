"use client";
import { useTranslator } from "@causeway/i18n/react";
import { WIDGET_ROOT } from "@causeway/ui";
import { ShieldCheck } from "lucide-react";

export interface BankAccountVerificationInfoProps {
  /** Where "Contact us" leads (the host's contact page). */
  contactHref?: string;
  headingLevel?: 2 | 3;
}

/** The verification info panel (000 §2): title, description, two bullets, contact-us footnote. */
export function BankAccountVerificationInfo({
  contactHref = "/contact",
  headingLevel = 2,
}: BankAccountVerificationInfoProps) {
  const { t } = useTranslator();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section
      data-slot="bank-account-verification-info"
      className={`${WIDGET_ROOT} flex w-full max-w-xl flex-col gap-3 rounded-lg border border-border bg-surface-muted p-4 text-fg`}
    >
      <div className="flex items-center gap-2">
        <ShieldCheck aria-hidden size={20} className="text-primary" />
        <Heading className="font-semibold">{t("forms.bank_account.info_title")}</Heading>
      </div>
      <p className="text-sm">{t("forms.bank_account.info_description")}</p>
      <ul className="list-disc space-y-1 ps-5 text-sm">
        <li>{t("forms.bank_account.info_bullet_account")}</li>
        <li>{t("forms.bank_account.info_bullet_documents")}</li>
      </ul>
      <p className="text-xs text-fg-muted">
        {t("forms.bank_account.info_contact")}{" "}
        <a
          href={contactHref}
          className="font-medium text-primary underline underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-focus"
        >
          {t("forms.bank_account.info_contact_link")}
        </a>
      </p>
    </section>
  );
}
