import { bankAccountQueries } from "@causeway/api-client";
import { BankAccountStatusBox } from "@causeway/forms";
import { useTranslator } from "@causeway/i18n/react";
import { type BankAccountView, bankAccountView } from "@causeway/rules";
import { Button } from "@causeway/ui";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";

/** The campaign's bank account as the withdraw-to-user action sees it (000 §4). */
export function useBankAccountView(campaignId: number): BankAccountView {
  const query = useQuery(bankAccountQueries.detail(campaignId));
  return bankAccountView({
    isLoading: query.isPending,
    isError: query.isLoadingError,
    state: query.data?.state,
  });
}

const ACTION_KEY: Record<BankAccountView, string> = {
  LOADING: "web.dashboard.bank.open",
  PENDING: "web.dashboard.bank.open",
  REFUSED: "web.dashboard.bank.open",
  WAITING: "web.dashboard.bank.add",
  APPROVED: "forms.chooser.user",
};

export interface BankAccountSectionProps {
  campaignId: number;
  /** Opens what 'transfer to my bank account' opens (the modals, or the owner form). */
  onOpen: () => void;
}

/** The owner's own bank account: its details and status, and the way to verify or use it. */
export function BankAccountSection({ campaignId, onOpen }: BankAccountSectionProps) {
  const { t } = useTranslator();
  const titleId = useId();
  const query = useQuery(bankAccountQueries.detail(campaignId));
  const view = useBankAccountView(campaignId);
  return (
    <section aria-labelledby={titleId} className="cw:flex cw:flex-col cw:gap-3">
      <h2 id={titleId} className="cw:text-lg cw:font-semibold">
        {t("web.dashboard.bank.title")}
      </h2>
      {view === "WAITING" ? (
        <p className="cw:text-sm cw:text-fg-muted">{t("web.dashboard.bank.none")}</p>
      ) : null}
      <BankAccountStatusBox
        view={view}
        account={query.data ?? null}
        actions={
          view === "LOADING" ? undefined : (
            <Button size="sm" variant="secondary" onPress={onOpen}>
              {t(ACTION_KEY[view])}
            </Button>
          )
        }
      />
    </section>
  );
}
