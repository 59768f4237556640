import { EmailSubscriptionsForm } from "@causeway/forms";
import { useTranslator } from "@causeway/i18n/react";
import { loginHref } from "../../app/guards/RequireLogin";
import { SettingsSection } from "./SettingsSection";
import { SUBSCRIPTION_SETTINGS } from "./settings-links";

/** /settings/subscriptions (and /settings/newsletter): the member's e-mails, by the session's token. */
export function SubscriptionsSettingsPage() {
  const { t } = useTranslator();
  return (
    <SettingsSection page="subscriptions">
      <p className="cw:max-w-md cw:text-fg-muted cw:text-sm">
        {t("web.settings.subscriptions_intro")}
      </p>
      <EmailSubscriptionsForm
        access={{ kind: "token" }}
        loginHref={loginHref(SUBSCRIPTION_SETTINGS)}
      />
    </SettingsSection>
  );
}

export const Component = SubscriptionsSettingsPage;
