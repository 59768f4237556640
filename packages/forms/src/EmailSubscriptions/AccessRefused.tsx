"use client";
import { useTranslator } from "@causeway/i18n/react";
import { Alert, Link } from "@causeway/ui";
import type { AccessProblem } from "./email-subscriptions";

export interface AccessRefusedProps {
  problem: Exclude<AccessProblem, null>;
  /** Where the member logs in and manages the subscriptions from the settings. */
  loginHref: string;
  /** Set when it appears after something the user did (a Save), so it is announced. */
  isLive?: boolean;
}

/** A signed link refused (bad or expired) or a session ended: a sentence and a way to log in. */
export function AccessRefused({ problem, loginHref, isLive = false }: AccessRefusedProps) {
  const { t } = useTranslator();
  return (
    <Alert
      variant="warning"
      isLive={isLive}
      title={t(`forms.email_subscriptions.${problem}_refused.title`)}
      description={t(`forms.email_subscriptions.${problem}_refused.description`)}
      action={
        <Link href={loginHref} variant="standalone">
          {t("forms.email_subscriptions.login")}
        </Link>
      }
    />
  );
}
