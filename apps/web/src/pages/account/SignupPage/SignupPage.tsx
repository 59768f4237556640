import { signupMutations } from "@causeway/api-client";
import { UsernameField } from "@causeway/forms";
import { useTranslator } from "@causeway/i18n/react";
import { checkPayload, PASSWORD_MIN, signupEmailPayloadSchema } from "@causeway/rules";
import { Button, Checkbox, Link, Radio, RadioGroup, TextField } from "@causeway/ui";
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Navigate, useSearchParams } from "react-router";
import { useSession } from "../../../app/session/SessionProvider";
import { AccountPage, FailureAlert } from "../AccountPage";
import { safeRedirect, signupDetailsHref } from "../redirect";
import { useAccountForm } from "../useAccountForm";

/**
 * /sign-up (000 §2, 001 §7): a personal or business profile with e-mail, username and password,
 * and the newsletter box (issue 25: unticked; ticking it is the consent the newsletter needs),
 * POST /api/v2/signup/email in the page's language. The answered token is kept and the sign-up
 * completion follows. A logged-in visitor is sent home, or to the page a `redirect` names (the
 * GuestOnly rule, kept here so the page's own sign-in leads on to the completion instead).
 */
export function SignupPage() {
  const { t, locale } = useTranslator();
  const { token, signIn } = useSession();
  const form = useAccountForm(["profile_type", "email", "username", "password"], {
    profile_type: "personal",
    email: "",
    username: "",
    password: "",
  });
  const [newsletter, setNewsletter] = useState(false);
  const newsletterHint = useId();
  const [signedUpHere, setSignedUpHere] = useState(false);
  // Where the visitor was going (/campaign/create sends guests here): on after the completion.
  const [params] = useSearchParams();
  const target = safeRedirect(params.get("redirect"));
  const signup = useMutation(signupMutations.email({ translation_language: locale }));

  // A member is sent on: to the completion right after signing up here, else to the page the
  // sign-up was for (a completion that started from this page returns here with it), else home.
  if (token) return <Navigate replace to={signedUpHere ? signupDetailsHref(target) : target} />;

  const busy = signup.isPending;
  const submit = form.onSubmit(busy, () => {
    const payload = form.check(
      checkPayload(signupEmailPayloadSchema, { ...form.values, newsletter }),
    );
    if (!payload) return;
    signup.mutate(payload, {
      onSuccess: (answer) => {
        setSignedUpHere(true);
        signIn(answer.token);
      },
      onError: (error) => form.fail(error),
    });
  });

  const { fields } = form.failure;
  return (
    <AccountPage
      title={t("web.auth.signup.title")}
      intro={t("web.auth.signup.intro")}
      footer={
        <p className="cw:text-fg-muted">
          {t("web.auth.signup.have_account")}{" "}
          <Link href={target === "/" ? "/login" : `/login?redirect=${encodeURIComponent(target)}`}>
            {t("web.nav.login")}
          </Link>
        </p>
      }
    >
      <form noValidate aria-busy={busy} onSubmit={submit} className="cw:flex cw:flex-col cw:gap-5">
        <FailureAlert ref={form.alertRef} message={form.failure.message} />
        <RadioGroup
          id={form.id("profile_type")}
          label={t("web.auth.signup.profile_type")}
          variant="card"
          value={form.values.profile_type}
          onChange={form.change("profile_type")}
          isRequired
          isInvalid={Boolean(fields.profile_type)}
          errorMessage={form.text(fields.profile_type)}
          isDisabled={busy}
        >
          <Radio value="personal" description={t("web.auth.signup.personal_description")}>
            {t("web.auth.signup.personal")}
          </Radio>
          <Radio value="business" description={t("web.auth.signup.business_description")}>
            {t("web.auth.signup.business")}
          </Radio>
        </RadioGroup>
        <div className="cw:flex cw:flex-col cw:gap-1">
          <TextField
            {...form.field("email")}
            type="email"
            label={t("forms.settings.general.email")}
            autoComplete="email"
            isRequired
            isReadOnly={busy}
          />
          {fields.email === "validation.email_taken" ? (
            <Link href="/login" variant="standalone" className="cw:self-start cw:text-sm">
              {t("web.auth.signup.log_in_instead")}
            </Link>
          ) : null}
        </div>
        <UsernameField
          id={form.id("username")}
          name="username"
          value={form.values.username}
          onChange={form.change("username")}
          serverError={fields.username}
          isDisabled={busy}
        />
        <TextField
          {...form.field("password")}
          type="password"
          label={t("forms.settings.general.password")}
          description={t("forms.settings.password.rule", { min: PASSWORD_MIN })}
          autoComplete="new-password"
          isRequired
          isReadOnly={busy}
        />
        <div className="cw:flex cw:flex-col cw:gap-1">
          <Checkbox
            name="newsletter"
            isSelected={newsletter}
            onChange={setNewsletter}
            isDisabled={busy}
            aria-describedby={newsletterHint}
          >
            {t("web.auth.signup.newsletter")}
          </Checkbox>
          <p id={newsletterHint} className="cw:ps-6 cw:text-fg-muted cw:text-xs">
            {t("web.auth.signup.newsletter_hint")}
          </p>
        </div>
        <Button type="submit" fullWidth isLoading={busy}>
          {t("web.auth.signup.submit")}
        </Button>
        <p className="cw:text-fg-muted cw:text-xs">
          {t("web.auth.signup.accept")} <Link href="/terms">{t("web.auth.signup.terms")}</Link>
          {" · "}
          <Link href="/privacy">{t("web.auth.signup.privacy")}</Link>
        </p>
      </form>
    </AccountPage>
  );
}
