import {
  formatMoney,
  STAFF_PAGE_SIZE,
  staffQueries,
  type WithdrawState,
} from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { EmptyState } from "@causeway/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Banknote } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { formatDate } from "../../../shared/format-date";
import { STATE_LABEL, WithdrawStateBadge } from "../../dashboard/WithdrawPage/withdrawal-text";
import { ListFailed, ListLoading } from "../shared/ListStates";
import { offsetOf, pageFrom, stateFrom } from "../shared/list-params";
import { StateListFrame } from "../shared/StateListFrame";
import { staffRecipientOf } from "../shared/withdrawal-facts";
import { sectionPath } from "../staff-access";

/** The console's filter: what waits first (PENDING also lists WAITING_DOCUMENTS), then the rest. */
const STATES = ["PENDING", "PAYED", "REFUSED"] as const satisfies readonly WithdrawState[];

/** The page of withdrawals the URL names (?state=, ?page=), for the loader and the page. */
export function withdrawalsPageQuery(params: URLSearchParams) {
  return staffQueries.withdrawals({
    state: stateFrom(params, STATES, "PENDING"),
    offset: offsetOf(pageFrom(params)),
    limit: STAFF_PAGE_SIZE,
  });
}

/** The link to one withdrawal's page in the console. */
export const withdrawalPath = (withdrawId: number) => `${sectionPath("withdrawals")}/${withdrawId}`;

/**
 * /admincp/withdrawals: every campaign's withdrawal requests by state, the pending ones first and
 * the longest waiting on top; each opens its page, where an admin decides and keeps notes.
 */
export function WithdrawalsPage() {
  const { t, locale } = useTranslator();
  const [params] = useSearchParams();
  const state = stateFrom(params, STATES, "PENDING");
  const page = pageFrom(params);
  const list = useQuery({ ...withdrawalsPageQuery(params), placeholderData: keepPreviousData });

  let body: ReactNode;
  if (list.isPending) body = <ListLoading />;
  else if (list.isError) body = <ListFailed onRetry={() => void list.refetch()} />;
  else if (list.data.withdraws.length === 0) {
    body = (
      <EmptyState
        headingLevel={2}
        icon={<Banknote aria-hidden size={32} />}
        title={t(`web.dashboard.list.empty.${state.toLowerCase()}`)}
      />
    );
  } else {
    body = (
      <ul aria-busy={list.isPlaceholderData || undefined} className="cw:flex cw:flex-col cw:gap-3">
        {list.data.withdraws.map(({ withdraw, campaign, owner }) => (
          <li
            key={withdraw.id}
            data-slot="staff-withdrawal-item"
            className="cw:grid cw:grid-cols-[minmax(0,1fr)_auto] cw:items-start cw:gap-3 cw:rounded-lg cw:border cw:border-border cw:bg-surface-raised cw:p-4"
          >
            <div className="cw:flex cw:min-w-0 cw:flex-col cw:gap-1">
              <Link
                to={withdrawalPath(withdraw.id)}
                className="cw:w-fit cw:rounded-sm cw:font-semibold cw:text-primary cw:underline-offset-4 cw:outline-none cw:hover:underline cw:focus-visible:ring-2 cw:focus-visible:ring-focus"
              >
                {t("web.dashboard.request", { id: withdraw.id })}
              </Link>
              <p className="cw:break-words cw:text-sm">
                {t("web.admin.withdrawals.from", { campaign: campaign.name, owner: owner.name })}
              </p>
              <p className="cw:break-words cw:text-sm">{staffRecipientOf(withdraw, t)}</p>
              <p className="cw:text-sm cw:text-fg-muted">
                {t("web.dashboard.requested_on", { date: formatDate(withdraw.date_added, locale) })}
              </p>
            </div>
            <div className="cw:flex cw:flex-col cw:items-end cw:gap-1 cw:text-end">
              <p className="cw:whitespace-nowrap cw:text-lg cw:font-semibold cw:tabular-nums">
                {formatMoney(withdraw.amount, withdraw.currency.abbreviation, locale)}
              </p>
              <WithdrawStateBadge state={withdraw.state} />
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <StateListFrame
      heading={t("web.admin.withdrawals.heading")}
      intro={t("web.admin.withdrawals.intro")}
      states={STATES}
      state={state}
      fallback="PENDING"
      label={(option) => t(STATE_LABEL[option])}
      total={list.data?.total ?? 0}
      page={page}
    >
      {body}
    </StateListFrame>
  );
}
