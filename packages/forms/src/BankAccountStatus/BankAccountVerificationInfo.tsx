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
      className={`${WIDGET_ROOT} cw:flex cw:w-full cw:max-w-xl cw:flex-col cw:gap-3 cw:rounded-lg cw:border cw:border-border cw:bg-surface-muted cw:p-4 cw:text-fg`}
    >
      <div className="cw:flex cw:items-center cw:gap-2">
        <ShieldCheck aria-hidden size={20} className="cw:text-primary" />
        <Heading className="cw:font-semibold">{t("forms.bank_account.info_title")}</Heading>
      </div>
      <p className="cw:text-sm">{t("forms.bank_account.info_description")}</p>
      <ul className="cw:list-disc cw:space-y-1 cw:ps-5 cw:text-sm">
        <li>{t("forms.bank_account.info_bullet_account")}</li>
        <li>{t("forms.bank_account.info_bullet_documents")}</li>
      </ul>
      <p className="cw:text-xs cw:text-fg-muted">
        {t("forms.bank_account.info_contact")}{" "}
        <a
          href={contactHref}
          className="cw:font-medium cw:text-primary cw:underline cw:underline-offset-4 cw:outline-none cw:focus-visible:ring-2 cw:focus-visible:ring-focus"
        >
          {t("forms.bank_account.info_contact_link")}
        </a>
      </p>
    </section>
  );
}
