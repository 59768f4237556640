import {
  STAFF_PAGE_SIZE,
  type StaffBankAccountFilters,
  staffMutations,
  staffQueries,
} from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { EmptyState } from "@causeway/ui";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { Landmark } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useSearchParams } from "react-router";
import { DecisionStatus } from "../shared/DecisionStatus";
import { ListFailed, ListLoading } from "../shared/ListStates";
import { offsetOf, pageFrom, stateFrom } from "../shared/list-params";
import { StateListFrame } from "../shared/StateListFrame";
import { staffErrorText } from "../shared/staff-errors";
import { BankAccountReviewCard } from "./BankAccountReviewCard";

type AccountState = NonNullable<StaffBankAccountFilters["state"]>;
const STATES = ["PENDING", "APPROVED", "REFUSED"] as const satisfies readonly AccountState[];
type ListState = (typeof STATES)[number];

const STATE_LABEL: Record<ListState, string> = {
  PENDING: "ui.status.pending",
  APPROVED: "ui.status.approved",
  REFUSED: "ui.status.refused",
};

/** The page of accounts the URL names (?state=, ?page=), for the loader and the page. */
export function bankAccountsPageQuery(params: URLSearchParams) {
  return staffQueries.bankAccounts({
    state: stateFrom(params, STATES, "PENDING"),
    offset: offsetOf(pageFrom(params)),
    limit: STAFF_PAGE_SIZE,
  });
}

interface Failure {
  accountId: number;
  message: string;
}

/**
 * /admincp/bank-accounts: the owners' bank accounts by state, the pending ones first (the
 * longest waiting on top); an admin approves one or refuses it with a reason the owner reads.
 */
export function BankAccountsPage() {
  const translator = useTranslator();
  const { t } = translator;
  const [params] = useSearchParams();
  const state = stateFrom(params, STATES, "PENDING");
  const page = pageFrom(params);
  const list = useQuery({ ...bankAccountsPageQuery(params), placeholderData: keepPreviousData });
  const decide = useMutation(staffMutations.decideBankAccount());
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<Failure | null>(null);

  const decision = (accountId: number, campaignId: number, refusal: string | null) => {
    const campaign = list.data?.bank_accounts.find((e) => e.account.id === accountId)?.campaign;
    setFailed(null);
    setDone(null);
    return decide
      .mutateAsync({
        accountId,
        campaignId,
        state: refusal === null ? "APPROVED" : "REFUSED",
        note: refusal,
      })
      .then(
        () =>
          setDone(
            t(
              refusal === null
                ? "web.admin.bank_accounts.approved_done"
                : "web.admin.bank_accounts.refused_done",
              { name: campaign?.name ?? "" },
            ),
          ),
        (error: unknown) => {
          setFailed({ accountId, message: staffErrorText(error, translator) });
          throw error;
        },
      );
  };

  let body: ReactNode;
  if (list.isPending) body = <ListLoading />;
  else if (list.isError) body = <ListFailed onRetry={() => void list.refetch()} />;
  else if (list.data.bank_accounts.length === 0) {
    body = (
      <EmptyState
        headingLevel={2}
        icon={<Landmark aria-hidden size={32} />}
        title={t(`web.admin.bank_accounts.empty.${state.toLowerCase()}`)}
      />
    );
  } else {
    body = (
      <ul aria-busy={list.isPlaceholderData || undefined} className="cw:flex cw:flex-col cw:gap-4">
        {list.data.bank_accounts.map((entry) => {
          const id = entry.account.id;
          const mine = decide.isPending && decide.variables?.accountId === id;
          return (
            <li key={id}>
              <BankAccountReviewCard
                entry={entry}
                pending={
                  mine ? (decide.variables?.state === "REFUSED" ? "refuse" : "approve") : null
                }
                error={failed?.accountId === id ? failed.message : null}
                onApprove={() => decision(id, entry.campaign.id, null)}
                onRefuse={(reason) => decision(id, entry.campaign.id, reason)}
              />
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <StateListFrame
      heading={t("web.admin.bank_accounts.heading")}
      intro={t("web.admin.bank_accounts.intro")}
      states={STATES}
      state={state}
      fallback="PENDING"
      label={(option) => t(STATE_LABEL[option])}
      total={list.data?.total ?? 0}
      page={page}
      onStateChange={() => setDone(null)}
      status={<DecisionStatus message={done} />}
    >
      {body}
    </StateListFrame>
  );
}
