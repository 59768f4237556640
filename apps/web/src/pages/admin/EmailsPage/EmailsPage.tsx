import {
  STAFF_PAGE_SIZE,
  type StaffEmail,
  type StaffEmailState,
  staffMutations,
  staffQueries,
  useSubmission,
} from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { Alert, Button, EmptyState, useToast } from "@causeway/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { MailX, RotateCw } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useSearchParams } from "react-router";
import { formatDate } from "../../../shared/format-date";
import { ListFailed, ListLoading } from "../shared/ListStates";
import { offsetOf, pageFrom, stateFrom } from "../shared/list-params";
import { StateListFrame } from "../shared/StateListFrame";
import { staffErrorText } from "../shared/staff-errors";

/** The console's filter: what staff can act on first, then what waits and what went. */
const STATES = ["FAILED", "PENDING", "SENT"] as const satisfies readonly StaffEmailState[];

const STATE_LABEL: Record<StaffEmailState, string> = {
  FAILED: "web.admin.emails.state.failed",
  PENDING: "web.admin.emails.state.pending",
  SENT: "web.admin.emails.state.sent",
};

/** The page of e-mails the URL names (?state=, ?page=), for the loader and the page. */
export function emailsPageQuery(params: URLSearchParams) {
  return staffQueries.emails({
    state: stateFrom(params, STATES, "FAILED"),
    offset: offsetOf(pageFrom(params)),
    limit: STAFF_PAGE_SIZE,
  });
}

/**
 * /admincp/emails (issue 28): the e-mails the site could not deliver (the mail server refused them
 * for good, or every retry was spent), each with the server's answer, and "Send again" once the
 * cause is fixed; the ones waiting or sent, to check that a message went.
 */
export function EmailsPage() {
  const translator = useTranslator();
  const { t } = translator;
  const { toast } = useToast();
  const [params] = useSearchParams();
  const state = stateFrom(params, STATES, "FAILED");
  const page = pageFrom(params);
  const list = useQuery({ ...emailsPageQuery(params), placeholderData: keepPreviousData });
  // A press while a resend is on its way is ignored: a double click queues the message once.
  const resend = useSubmission(staffMutations.resendEmail());
  const [error, setError] = useState<string | null>(null);

  const sendAgain = (email: StaffEmail) => {
    setError(null);
    void resend.submit(email.id, {
      onSuccess: () => toast({ title: t("web.admin.emails.resent"), variant: "success" }),
      onError: (failure) => setError(staffErrorText(failure, translator)),
    });
  };

  let body: ReactNode;
  if (list.isPending) body = <ListLoading />;
  else if (list.isError) body = <ListFailed onRetry={() => void list.refetch()} />;
  else if (list.data.emails.length === 0) {
    body = (
      <EmptyState
        headingLevel={2}
        icon={<MailX aria-hidden size={32} />}
        title={t(`web.admin.emails.empty.${state.toLowerCase()}`)}
      />
    );
  } else {
    body = (
      <ul aria-busy={list.isPlaceholderData || undefined} className="cw:flex cw:flex-col cw:gap-3">
        {list.data.emails.map((email) => (
          <li
            key={email.id}
            data-slot="staff-email-item"
            className="cw:flex cw:flex-col cw:gap-2 cw:rounded-lg cw:border cw:border-border cw:bg-surface-raised cw:p-4"
          >
            <EmailFacts email={email} />
            {email.state === "FAILED" ? (
              <Button
                variant="secondary"
                size="sm"
                className="cw:w-fit"
                icon={<RotateCw aria-hidden size={16} />}
                aria-label={t("web.admin.emails.resend_named", { subject: email.subject })}
                isLoading={resend.isPending && resend.variables === email.id}
                isDisabled={resend.isPending && resend.variables !== email.id}
                onPress={() => sendAgain(email)}
              >
                {t("web.admin.emails.resend")}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <StateListFrame
      heading={t("web.admin.emails.heading")}
      intro={t("web.admin.emails.intro")}
      states={STATES}
      state={state}
      fallback="FAILED"
      label={(option) => t(STATE_LABEL[option])}
      total={list.data?.total ?? 0}
      page={page}
      status={error ? <Alert variant="danger" title={error} isLive /> : null}
    >
      {body}
    </StateListFrame>
  );
}

/** One message: its subject, whom it is for, when it was written and went (or failed), and why. */
function EmailFacts({ email }: { email: StaffEmail }) {
  const { t, locale } = useTranslator();
  const when =
    email.state === "SENT" && email.date_sent !== null
      ? t("web.admin.emails.sent_on", { date: formatDate(email.date_sent, locale) })
      : email.state === "FAILED" && email.date_failed !== null
        ? t("web.admin.emails.failed_on", { date: formatDate(email.date_failed, locale) })
        : t("web.admin.emails.written_on", { date: formatDate(email.date_added, locale) });
  return (
    <>
      <p className="cw:break-words cw:font-semibold">{email.subject}</p>
      <p className="cw:break-words cw:text-sm">{t("web.admin.emails.to", { address: email.to })}</p>
      <p className="cw:text-sm cw:text-fg-muted">
        {when} · {t("web.admin.emails.attempts", { count: email.attempts })}
      </p>
      {email.error ? (
        <div className="cw:flex cw:flex-col cw:gap-1 cw:text-sm">
          <p className="cw:font-medium">{t("web.admin.emails.reason")}</p>
          <p className="cw:break-words cw:rounded-md cw:bg-surface-sunken cw:px-3 cw:py-2 cw:font-mono cw:text-xs">
            {email.error}
          </p>
        </div>
      ) : null}
    </>
  );
}
