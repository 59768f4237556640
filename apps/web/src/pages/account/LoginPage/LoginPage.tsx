import { accountMutations } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { checkPayload, loginPayloadSchema } from "@causeway/rules";
import { Button, Link, Spinner, TextField } from "@causeway/ui";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Navigate, useSearchParams } from "react-router";
import { useSession } from "../../../app/session/SessionProvider";
import { AccountPage, FailureAlert } from "../AccountPage";
import { afterSignInPath, safeRedirect } from "../redirect";
import { useAccountForm } from "../useAccountForm";

const WRONG_CREDENTIALS = "web.auth.login.wrong_credentials";

/**
 * /login (000 §2): username or e-mail and password, POST /api/v2/auth. Then the token is kept and
 * the user goes to the `redirect` parameter when it is a path of this site (else home), through
 * the sign-up completion first when it is not done. A logged-in visitor is sent home.
 */
export function LoginPage() {
  const { t } = useTranslator();
  const { token, user, loading, signIn } = useSession();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get("redirect"));
  const form = useAccountForm(["username", "password"], { username: "", password: "" });
  const [signedInHere, setSignedInHere] = useState(false);
  const login = useMutation(accountMutations.login());

  if (token) {
    if (!signedInHere) return <Navigate replace to="/" />;
    if (loading) {
      return (
        <div className="cw:flex cw:justify-center cw:py-16">
          <Spinner size="lg" label={t("web.auth.login.signing_in")} />
        </div>
      );
    }
    return <Navigate replace to={afterSignInPath(user, target)} />;
  }

  const busy = login.isPending;
  const submit = form.onSubmit(busy, () => {
    const payload = form.check(checkPayload(loginPayloadSchema, form.values));
    if (!payload) return;
    login.mutate(payload, {
      onSuccess: (answer) => {
        setSignedInHere(true);
        signIn(answer.token);
      },
      onError: (error) => form.fail(error, { 401: WRONG_CREDENTIALS }),
    });
  });

  const { message } = form.failure;
  return (
    <AccountPage
      title={t("web.auth.login.title")}
      intro={t("web.auth.login.intro")}
      footer={
        <p className="cw:text-fg-muted">
          {t("web.auth.login.no_account")}{" "}
          <Link
            href={target === "/" ? "/sign-up" : `/sign-up?redirect=${encodeURIComponent(target)}`}
          >
            {t("web.auth.login.sign_up")}
          </Link>
        </p>
      }
    >
      <form noValidate aria-busy={busy} onSubmit={submit} className="cw:flex cw:flex-col cw:gap-4">
        <FailureAlert
          ref={form.alertRef}
          message={message}
          description={
            message === WRONG_CREDENTIALS ? t("web.auth.login.wrong_credentials_hint") : undefined
          }
        />
        <TextField
          {...form.field("username")}
          label={t("web.auth.login.username")}
          autoComplete="username"
          isRequired
          isReadOnly={busy}
        />
        <TextField
          {...form.field("password")}
          type="password"
          label={t("forms.settings.general.password")}
          autoComplete="current-password"
          isRequired
          isReadOnly={busy}
        />
        <Link href="/forgotten-password" variant="standalone" className="cw:self-start cw:text-sm">
          {t("web.auth.login.forgotten")}
        </Link>
        <Button type="submit" fullWidth isLoading={busy}>
          {t("web.auth.login.submit")}
        </Button>
      </form>
    </AccountPage>
  );
}
