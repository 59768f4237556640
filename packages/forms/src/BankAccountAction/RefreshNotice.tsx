"use client";
import { useTranslator } from "@causeway/i18n/react";
import { Alert, Button } from "@causeway/ui";

export interface RefreshNoticeProps {
  /** The retry is on its way. */
  isRetrying: boolean;
  onRetry: () => void;
}

/**
 * A refresh of the account failed while its modal was open: the last known account stays on
 * screen, and this says it may be out of date, with a retry. It does not block anything.
 */
export function RefreshNotice({ isRetrying, onRetry }: RefreshNoticeProps) {
  const { t } = useTranslator();
  return (
    <Alert
      variant="warning"
      isLive
      title={t("forms.bank_account.refresh_failed")}
      action={
        <Button size="sm" variant="secondary" onPress={onRetry} isLoading={isRetrying}>
          {t("forms.bank_account.retry")}
        </Button>
      }
    />
  );
}
