"use client";
import { accountMutations, type User } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { Alert, Badge, Button, Link, WIDGET_ROOT } from "@causeway/ui";
import { useMutation } from "@tanstack/react-query";
import { ChevronRight } from "lucide-react";
import { useId } from "react";
import { BreakableText } from "./breakable-text";
import {
  ACCOUNT_PAGE_LABEL,
  type AccountPage,
  accountPages,
  type SettingsPage,
  settingValue,
} from "./general-settings";

export interface AccountSettingsListProps {
  user: User;
  /** The address of a settings page (the host's router); `/settings/<page>` by default. */
  settingsHref: (page: SettingsPage) => string;
}

/**
 * The member's account settings, each a link to its sub-page showing the current value; an
 * unverified e-mail address is marked and offers to send the verification e-mail again.
 */
export function AccountSettingsList({ user, settingsHref }: AccountSettingsListProps) {
  const { t } = useTranslator();
  const heading = useId();
  return (
    <nav
      aria-labelledby={heading}
      data-slot="account-settings"
      className={`${WIDGET_ROOT} cw:flex cw:flex-col cw:gap-3`}
    >
      <h2 id={heading} className="cw:font-semibold cw:text-fg cw:text-lg">
        {t("forms.settings.general.heading")}
      </h2>
      <ul className="cw:flex cw:flex-col cw:divide-y cw:divide-border cw:rounded-lg cw:border cw:border-border">
        {accountPages(user.type).map((page) => (
          <li key={page} data-page={page} className="cw:flex cw:flex-col cw:gap-2 cw:p-1">
            <SettingLink user={user} page={page} href={settingsHref(page)} />
            {page === "email" && !user.email_verified ? <ResendVerification /> : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SettingLink({ user, page, href }: { user: User; page: AccountPage; href: string }) {
  const { t, locale } = useTranslator();
  const value = settingValue(user, page, locale);
  const unverified = page === "email" && !user.email_verified;
  return (
    <Link
      href={href}
      variant="plain"
      className="cw:flex cw:w-full cw:items-center cw:gap-3 cw:rounded-md cw:px-3 cw:py-1.5 cw:font-medium cw:text-fg cw:text-sm cw:data-[hovered]:bg-surface-sunken cw:data-[hovered]:no-underline"
    >
      <span data-slot="setting-label" className="cw:w-36 cw:shrink-0 cw:font-medium">
        {t(ACCOUNT_PAGE_LABEL[page])}
      </span>
      <span className="cw:flex cw:min-w-0 cw:flex-1 cw:flex-wrap cw:items-center cw:gap-x-2 cw:gap-y-1 cw:font-normal cw:text-fg-muted">
        <span data-slot="setting-value" className="cw:min-w-0 cw:[overflow-wrap:anywhere]">
          {value === null ? (
            t("forms.settings.general.not_set")
          ) : "key" in value ? (
            t(value.key)
          ) : (
            <BreakableText text={value.text} />
          )}
        </span>
        {unverified ? (
          <Badge variant="warning" size="sm">
            {t("forms.settings.general.unverified")}
          </Badge>
        ) : null}
      </span>
      <ChevronRight aria-hidden size={16} className="cw:shrink-0 cw:text-fg-muted" />
    </Link>
  );
}

/** GET /api/v2/email-verification/resend, with what came of it said in a live region. */
function ResendVerification() {
  const { t } = useTranslator();
  const resend = useMutation(accountMutations.resendVerification());
  if (resend.isSuccess) {
    return (
      <Alert
        variant="success"
        isLive
        size="sm"
        fullWidth={false}
        className="cw:mx-2 cw:mb-2"
        title={t("forms.settings.general.resent")}
      />
    );
  }
  return (
    <Alert
      variant={resend.isError ? "danger" : "warning"}
      isLive={resend.isError}
      size="sm"
      fullWidth={false}
      className="cw:mx-2 cw:mb-2"
      title={t(
        resend.isError
          ? "forms.settings.general.resend_failed"
          : "forms.settings.general.unverified_title",
      )}
      action={
        <Button
          size="sm"
          variant="secondary"
          isLoading={resend.isPending}
          onPress={() => resend.mutate()}
        >
          {t("forms.settings.general.resend")}
        </Button>
      }
    />
  );
}
