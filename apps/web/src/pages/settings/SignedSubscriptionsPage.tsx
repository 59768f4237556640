import { EmailSubscriptionsForm } from "@causeway/forms";
import { useTranslator } from "@causeway/i18n/react";
import { Alert, Link } from "@causeway/ui";
import { Navigate, useSearchParams } from "react-router";
import { loginHref } from "../../app/guards/RequireLogin";
import { useSession } from "../../app/session/SessionProvider";
import { parseSignedSubscriptionsLink, SUBSCRIPTION_SETTINGS } from "./settings-links";

/**
 * /subscriptions and /settings/newsletter/signature: "manage your e-mails" from an e-mail, no log-in
 * needed: the user_id and signature of the query string are the permission. Without them a member
 * goes to their settings, a guest is told the link is not valid and offered to log in.
 */
export function SignedSubscriptionsPage() {
  const { t } = useTranslator();
  const [params] = useSearchParams();
  const { token } = useSession();
  const link = parseSignedSubscriptionsLink(params);
  if (!link && token) return <Navigate replace to={SUBSCRIPTION_SETTINGS} />;
  const login = loginHref(SUBSCRIPTION_SETTINGS);
  return (
    <section className="cw:mx-auto cw:flex cw:w-full cw:max-w-md cw:flex-col cw:gap-4 cw:py-6">
      <h1 className="cw:font-semibold cw:text-2xl">{t("web.settings.subscriptions")}</h1>
      {link ? (
        <>
          <p className="cw:text-fg-muted cw:text-sm">{t("web.settings.subscriptions_intro")}</p>
          <EmailSubscriptionsForm
            access={{ kind: "signature", userId: link.userId, signature: link.signature }}
            loginHref={login}
          />
        </>
      ) : (
        <Alert
          variant="warning"
          title={t("forms.email_subscriptions.link_refused.title")}
          description={t("forms.email_subscriptions.link_refused.description")}
          action={
            <Link href={login} variant="standalone">
              {t("forms.email_subscriptions.login")}
            </Link>
          }
        />
      )}
    </section>
  );
}

export const Component = SignedSubscriptionsPage;
