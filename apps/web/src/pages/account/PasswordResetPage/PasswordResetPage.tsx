import { accountMutations, accountQueries, isApiError, useSubmission } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { checkPayload, PASSWORD_MIN, passwordResetPayloadSchema } from "@causeway/rules";
import { Alert, Button, ErrorState, Link, TextField } from "@causeway/ui";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useParams } from "react-router";
import { useSession } from "../../../app/session/SessionProvider";
import { AccountPage, AccountPageLoading, FailureAlert } from "../AccountPage";
import { AUTH_ERROR } from "../auth-errors";
import { useAccountForm } from "../useAccountForm";

/** The message authFailure gives a 404: the link is used, expired or never existed. */
const EXPIRED = "web.auth.reset.expired_title";

/**
 * /forgotten-password/{hash} (000 §2): checks the link (GET /api/v2/forgotten-password/{hash});
 * a used, expired or unknown link says so and offers a new one. A valid link asks for the new
 * password twice (PUT, which answers a token): the user is then logged in.
 */
export function PasswordResetPage() {
  const { t } = useTranslator();
  const { hash = "" } = useParams();
  const { signIn } = useSession();
  // The new session's token, once the password is set.
  const [done, setDone] = useState<string | null>(null);
  // Once the password is set the link is used: logging in refetches every query, and this one
  // would ask for the used link again (a 404 in the browser's console). It is switched off first,
  // and the log-in happens after that render (the effect below).
  const link = useQuery({
    ...accountQueries.passwordResetLink(hash),
    retry: false,
    enabled: done === null,
  });
  useEffect(() => {
    if (done !== null) signIn(done);
  }, [done, signIn]);
  // Sent once per press: a second press would find the link used and say it failed.
  const reset = useSubmission(accountMutations.resetPassword(hash));
  const form = useAccountForm(["password", "repeat_password"], {
    password: "",
    repeat_password: "",
  });

  // Before the link's state: logging in refetches it, and a used link answers 404.
  if (done !== null) {
    return (
      <AccountPage title={t("web.auth.reset.done_title")}>
        <div className="cw:flex cw:flex-col cw:gap-4">
          <Alert
            variant="success"
            isLive
            title={t("forms.settings.password.saved")}
            description={t("web.auth.reset.done")}
          />
          <Link href="/" variant="standalone" className="cw:self-start">
            {t("web.auth.continue")}
          </Link>
        </div>
      </AccountPage>
    );
  }
  if (link.isPending) {
    return (
      <AccountPageLoading title={t("web.auth.reset.title")} label={t("web.auth.reset.checking")} />
    );
  }
  const expired =
    (link.isError && isApiError(link.error) && link.error.status === 404) ||
    form.failure.message === EXPIRED;
  if (expired) {
    return (
      <AccountPage title={t(EXPIRED)}>
        <div className="cw:flex cw:flex-col cw:gap-4">
          <p>{t("web.auth.reset.expired")}</p>
          <Link href="/forgotten-password" variant="standalone" className="cw:self-start">
            {t("web.auth.reset.new_link")}
          </Link>
        </div>
      </AccountPage>
    );
  }
  if (link.isError) {
    const tooMany = isApiError(link.error) && link.error.status === 429;
    return (
      <ErrorState
        headingLevel={1}
        title={t(tooMany ? AUTH_ERROR.tooMany : "web.auth.reset.check_failed")}
        reloadLabel={t("forms.signup.lists.retry")}
        onReload={() => void link.refetch()}
      />
    );
  }

  const busy = reset.isPending;
  const submit = form.onSubmit(busy, () => {
    const payload = form.check(checkPayload(passwordResetPayloadSchema, form.values));
    if (!payload) return;
    void reset.submit(payload, {
      onSuccess: (answer) => setDone(answer.token),
      onError: (error) => form.fail(error, { 404: EXPIRED }),
    });
  });

  return (
    <AccountPage
      title={t("web.auth.reset.title")}
      intro={link.data.email ? t("web.auth.reset.intro", { email: link.data.email }) : undefined}
    >
      <form noValidate aria-busy={busy} onSubmit={submit} className="cw:flex cw:flex-col cw:gap-4">
        <FailureAlert
          ref={form.alertRef}
          message={form.failure.message === EXPIRED ? null : form.failure.message}
        />
        {/* Lets a password manager file the new password under the right account. */}
        {link.data.email ? (
          <input type="hidden" name="username" autoComplete="username" value={link.data.email} />
        ) : null}
        <TextField
          {...form.field("password")}
          type="password"
          label={t("forms.settings.password.new")}
          description={t("forms.settings.password.rule", { min: PASSWORD_MIN })}
          autoComplete="new-password"
          isRequired
          isReadOnly={busy}
        />
        <TextField
          {...form.field("repeat_password")}
          type="password"
          label={t("forms.settings.password.repeat")}
          autoComplete="new-password"
          isRequired
          isReadOnly={busy}
        />
        <Button type="submit" fullWidth isLoading={busy}>
          {t("web.auth.reset.submit")}
        </Button>
      </form>
    </AccountPage>
  );
}
