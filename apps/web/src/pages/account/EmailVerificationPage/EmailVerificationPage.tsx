import { accountMutations, isApiError } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { Alert, Button, Link } from "@causeway/ui";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useParams } from "react-router";
import { useSession } from "../../../app/session/SessionProvider";
import { AccountPage, AccountPageLoading } from "../AccountPage";
import { AUTH_ERROR } from "../auth-errors";

/**
 * /email-verification/{hash} (000 §2, without the site header): confirms the address the link
 * was sent to (GET /api/v2/email-verification/{code}) once, and says how it went: verified, or
 * already verified when the link is opened again. An unknown or replaced link offers a new e-mail
 * to a logged-in user (GET /api/v2/email-verification/resend) and the log-in page to a guest.
 */
export function EmailVerificationPage() {
  const { t } = useTranslator();
  const { hash = "" } = useParams();
  const { token } = useSession();
  const verify = useMutation(accountMutations.verifyEmail());
  const resend = useMutation(accountMutations.resendVerification());
  const started = useRef<string | null>(null);
  const { mutate } = verify;

  useEffect(() => {
    // Once per link: a second call would find the code already used.
    if (started.current === hash) return;
    started.current = hash;
    mutate(hash);
  }, [hash, mutate]);

  const onward = token ? (
    <Link href="/" variant="standalone" className="cw:self-start">
      {t("web.auth.continue")}
    </Link>
  ) : (
    <Link href="/login" variant="standalone" className="cw:self-start">
      {t("web.nav.login")}
    </Link>
  );

  if (verify.isSuccess) {
    // The link opened a second time: the address was verified by the first.
    const again = verify.data.response.already_verified;
    return (
      <AccountPage
        title={t(again ? "web.auth.verify.already_title" : "web.auth.verify.done_title")}
      >
        <div className="cw:flex cw:flex-col cw:gap-4">
          <p>{t(again ? "web.auth.verify.already" : "web.auth.verify.done")}</p>
          {onward}
        </div>
      </AccountPage>
    );
  }
  if (verify.isError) {
    const status = isApiError(verify.error) ? verify.error.status : 0;
    if (status === 404) {
      return (
        <AccountPage title={t("web.auth.verify.invalid_title")}>
          <div className="cw:flex cw:flex-col cw:gap-4">
            <p>{t(token ? "web.auth.verify.invalid_member" : "web.auth.verify.invalid_guest")}</p>
            {token ? (
              <>
                {resend.isSuccess ? (
                  <Alert variant="success" isLive title={t("forms.settings.general.resent")} />
                ) : null}
                {resend.isError ? (
                  <Alert
                    variant="danger"
                    isLive
                    title={t("forms.settings.general.resend_failed")}
                  />
                ) : null}
                {resend.isSuccess ? null : (
                  <Button
                    className="cw:self-start"
                    isLoading={resend.isPending}
                    onPress={() => resend.mutate()}
                  >
                    {t("forms.settings.general.resend")}
                  </Button>
                )}
              </>
            ) : null}
            {onward}
          </div>
        </AccountPage>
      );
    }
    return (
      <AccountPage title={t("web.auth.verify.failed_title")}>
        <div className="cw:flex cw:flex-col cw:gap-4">
          <Alert
            variant="danger"
            isLive
            title={t(status === 429 ? AUTH_ERROR.tooMany : AUTH_ERROR.failed)}
          />
          <Button className="cw:self-start" onPress={() => mutate(hash)}>
            {t("forms.signup.lists.retry")}
          </Button>
        </div>
      </AccountPage>
    );
  }
  return (
    <AccountPageLoading title={t("web.auth.verify.title")} label={t("web.auth.verify.busy")} />
  );
}
