"use client";
import { accountMutations, isApiError } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { Alert, Button, Link, WIDGET_ROOT } from "@causeway/ui";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useId, useRef } from "react";
import { emailTypeText } from "./email-subscriptions";
import { isUsableLink, type UnsubscribeLink } from "./unsubscribe-link";

export interface UnsubscribeConfirmationProps extends UnsubscribeLink {
  /** Where the member manages every subscription (/settings/subscriptions; login asked there). */
  manageHref: string;
  /** The level of the widget's heading (the page's own title sits above it). */
  headingLevel?: 1 | 2 | 3;
  onUnsubscribed?: (template: string) => void;
}

/**
 * The one-click link of an e-mail (/unsubscribe, /settings/newsletter/{hash}): names the e-mail,
 * unsubscribes only when the button is pressed (mail scanners open links), then confirms;
 * PUT /api/v2/user/email/unsubscribe {user_id, checksum, template}.
 */
export function UnsubscribeConfirmation({
  userId,
  checksum,
  template,
  manageHref,
  headingLevel = 2,
  onUnsubscribed,
}: UnsubscribeConfirmationProps) {
  const { t } = useTranslator();
  const titleId = useId();
  const unsubscribe = useMutation(accountMutations.unsubscribe());
  const result = useRef<HTMLDivElement>(null);
  const usable = isUsableLink({ userId, checksum, template });
  const refused =
    !usable ||
    (isApiError(unsubscribe.error) &&
      (unsubscribe.error.status === 400 || unsubscribe.error.status === 403));
  const done = unsubscribe.isSuccess;
  const text = emailTypeText(template, t);
  const Heading = `h${headingLevel}` as const;

  // The button goes away once answered: focus the answer so it is read and keyboard users stay put.
  useEffect(() => {
    if (done || (refused && unsubscribe.isError)) result.current?.focus();
  }, [done, refused, unsubscribe.isError]);

  const manage = (
    <Link href={manageHref} variant="standalone">
      {t("forms.email_subscriptions.unsubscribe.manage")}
    </Link>
  );

  return (
    <section
      data-slot="unsubscribe-confirmation"
      data-state={done ? "done" : refused ? "refused" : unsubscribe.isPending ? "sending" : "ready"}
      aria-labelledby={titleId}
      className={`${WIDGET_ROOT} cw:flex cw:w-full cw:max-w-md cw:flex-col cw:gap-4`}
    >
      <Heading id={titleId} className="cw:font-semibold cw:text-fg cw:text-lg">
        {t("forms.email_subscriptions.unsubscribe.title")}
      </Heading>
      {usable ? (
        <div
          data-slot="unsubscribe-email"
          className="cw:rounded-md cw:border cw:border-border cw:bg-surface-raised cw:p-4"
        >
          <p className="cw:text-fg-muted cw:text-sm">
            {t(
              done
                ? "forms.email_subscriptions.unsubscribe.stopped"
                : "forms.email_subscriptions.unsubscribe.about",
            )}
          </p>
          <p className="cw:mt-1 cw:font-semibold cw:text-fg">{text.label}</p>
          {text.description ? (
            <p className="cw:text-fg-muted cw:text-sm">{text.description}</p>
          ) : null}
        </div>
      ) : null}
      <div ref={result} tabIndex={-1} className="cw:flex cw:flex-col cw:gap-4 cw:outline-none">
        {done ? (
          <Alert
            variant="success"
            isLive
            title={t("forms.email_subscriptions.unsubscribe.done.title")}
            description={t("forms.email_subscriptions.unsubscribe.done.description")}
            action={manage}
          />
        ) : refused ? (
          <Alert
            variant="warning"
            isLive={unsubscribe.isError}
            title={t("forms.email_subscriptions.unsubscribe.refused.title")}
            description={t("forms.email_subscriptions.unsubscribe.refused.description")}
            action={manage}
          />
        ) : (
          <>
            {unsubscribe.isError ? (
              <Alert
                variant="danger"
                isLive
                title={t("forms.email_subscriptions.unsubscribe.failed")}
              />
            ) : null}
            <div className="cw:flex cw:flex-wrap cw:items-center cw:gap-3">
              <Button
                isLoading={unsubscribe.isPending}
                onPress={() =>
                  unsubscribe.mutate(
                    { user_id: userId, checksum, template },
                    { onSuccess: () => onUnsubscribed?.(template) },
                  )
                }
              >
                {t("forms.email_subscriptions.unsubscribe.confirm")}
              </Button>
              {manage}
            </div>
          </>
        )}
      </div>
    </section>
  );
}
