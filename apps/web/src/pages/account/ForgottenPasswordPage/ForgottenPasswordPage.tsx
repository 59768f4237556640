import { accountMutations, useSubmission } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { checkPayload, forgottenPasswordPayloadSchema } from "@causeway/rules";
import { Alert, Button, Link, TextField } from "@causeway/ui";
import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { AccountPage, FailureAlert, focusById } from "../AccountPage";
import { useAccountForm } from "../useAccountForm";

/**
 * /forgotten-password (000 §2): asks for the account's e-mail address and sends a reset link
 * (POST /api/v2/forgotten-password). The answer is the same whether or not an account uses the
 * address, so the page never says which addresses are registered.
 */
export function ForgottenPasswordPage() {
  const { t } = useTranslator();
  const form = useAccountForm(["email"], { email: "" });
  const [sentTo, setSentTo] = useState<string | null>(null);
  // One e-mail per submission: a double click sends once, a retry of the same address after a
  // failure carries the same Idempotency-Key (the server answers the first, queues no second).
  const request = useSubmission(accountMutations.requestPasswordReset());
  const sentRef = useRef<HTMLDivElement>(null);

  const busy = request.isPending;
  const submit = form.onSubmit(busy, () => {
    const payload = form.check(checkPayload(forgottenPasswordPayloadSchema, form.values));
    if (!payload) return;
    void request.submit(
      { email: payload.email },
      {
        onSuccess: () => {
          flushSync(() => setSentTo(payload.email));
          sentRef.current?.focus();
        },
        onError: (error) => form.fail(error),
      },
    );
  });

  const footer = (
    <Link href="/login" variant="standalone" className="cw:self-start">
      {t("web.auth.back_to_login")}
    </Link>
  );

  if (sentTo !== null) {
    return (
      <AccountPage title={t("web.auth.forgotten.title")} footer={footer}>
        <div ref={sentRef} tabIndex={-1} className="cw:flex cw:flex-col cw:gap-4 cw:outline-none">
          <Alert
            variant="success"
            isLive
            title={t("web.auth.forgotten.sent_title")}
            description={t("web.auth.forgotten.sent", { email: sentTo })}
          />
          <Button
            variant="secondary"
            className="cw:self-start"
            onPress={() => {
              setSentTo(null);
              focusById(form.id("email"));
            }}
          >
            {t("web.auth.forgotten.again")}
          </Button>
        </div>
      </AccountPage>
    );
  }

  return (
    <AccountPage
      title={t("web.auth.forgotten.title")}
      intro={t("web.auth.forgotten.intro")}
      footer={footer}
    >
      <form noValidate aria-busy={busy} onSubmit={submit} className="cw:flex cw:flex-col cw:gap-4">
        <FailureAlert ref={form.alertRef} message={form.failure.message} />
        <TextField
          {...form.field("email")}
          type="email"
          label={t("forms.settings.general.email")}
          autoComplete="email"
          isRequired
          isReadOnly={busy}
        />
        <Button type="submit" fullWidth isLoading={busy}>
          {t("web.auth.forgotten.submit")}
        </Button>
      </form>
    </AccountPage>
  );
}
