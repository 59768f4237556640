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
      className={`${WIDGET_ROOT} flex flex-col gap-3`}
    >
      <h2 id={heading} className="font-semibold text-fg text-lg">
        {t("forms.settings.general.heading")}
      </h2>
      <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
        {accountPages(user.type).map((page) => (
          <li key={page} data-page={page} className="flex flex-col gap-2 p-1">
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
      className="flex w-full items-center gap-3 rounded-md px-3 py-1.5 font-medium text-fg text-sm data-[hovered]:bg-surface-sunken data-[hovered]:no-underline"
    >
      <span data-slot="setting-label" className="w-36 shrink-0 font-medium">
        {t(ACCOUNT_PAGE_LABEL[page])}
      </span>
      <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1 font-normal text-fg-muted">
        <span data-slot="setting-value" className="min-w-0 [overflow-wrap:anywhere]">
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
      <ChevronRight aria-hidden size={16} className="shrink-0 text-fg-muted" />
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
        className="mx-2 mb-2"
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
      className="mx-2 mb-2"
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
