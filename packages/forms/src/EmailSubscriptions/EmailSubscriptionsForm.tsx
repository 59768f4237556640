"use client";
import { accountQueries } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { Alert, Button, Skeleton, VisuallyHidden, WIDGET_ROOT } from "@causeway/ui";
import { useQuery } from "@tanstack/react-query";
import { AccessRefused } from "./AccessRefused";
import {
  accessLink,
  accessProblem,
  type EmailSubscription,
  type SubscriptionAccess,
} from "./email-subscriptions";
import { SubscriptionsEditor } from "./SubscriptionsEditor";

export interface EmailSubscriptionsFormProps {
  /**
   * `{ kind: "token" }` for a logged-in member (/settings/subscriptions, /settings/newsletter), or
   * the user_id + signature of an e-mail link (/settings/newsletter/signature, /subscriptions).
   */
  access: SubscriptionAccess;
  /** Where a refused link (or an ended session) sends the member to log in and manage from there. */
  loginHref: string;
  /** The list the server holds once a Save (or "unsubscribe from all") went through. */
  onSaved?: (types: EmailSubscription[]) => void;
}

/**
 * One switch per e-mail family the server lists, each named and explained, Save sending the whole
 * list, and "unsubscribe from all"; GET and PUT /api/v2/notifications/email/subscriptions.
 */
export function EmailSubscriptionsForm({
  access,
  loginHref,
  onSaved,
}: EmailSubscriptionsFormProps) {
  const { t } = useTranslator();
  const link = accessLink(access);
  const query = useQuery(accountQueries.emailSubscriptions(link));

  // A failed background refetch (after a Save) keeps the list on screen.
  if (query.data) {
    return (
      <SubscriptionsEditor
        key={`${link.user_id ?? "me"}:${link.signature ?? ""}`}
        initial={query.data}
        access={access}
        loginHref={loginHref}
        onSaved={onSaved}
      />
    );
  }

  if (query.isPending) {
    return (
      <div
        data-slot="email-subscriptions-loading"
        aria-busy="true"
        className={`${WIDGET_ROOT} cw:flex cw:w-full cw:max-w-md cw:flex-col cw:gap-5`}
      >
        <VisuallyHidden>{t("forms.email_subscriptions.loading")}</VisuallyHidden>
        <Skeleton width="40%" />
        {["a", "b", "c", "d"].map((row) => (
          <div key={row} className="cw:flex cw:items-start cw:gap-2">
            <Skeleton shape="rect" width="2.25rem" height="1.25rem" radius="full" />
            <div className="cw:flex cw:flex-1 cw:flex-col cw:gap-2">
              <Skeleton width="50%" />
              <Skeleton width="90%" />
            </div>
          </div>
        ))}
      </div>
    );
  }

  const problem = accessProblem(query.error, access);
  return (
    <div data-slot="email-subscriptions-failed" className={`${WIDGET_ROOT} cw:w-full cw:max-w-md`}>
      {problem ? (
        <AccessRefused problem={problem} loginHref={loginHref} />
      ) : (
        <Alert
          variant="danger"
          title={t("forms.email_subscriptions.load_failed")}
          action={
            <Button
              size="sm"
              variant="secondary"
              isLoading={query.isFetching}
              onPress={() => query.refetch()}
            >
              {t("forms.retry")}
            </Button>
          }
        />
      )}
    </div>
  );
}
