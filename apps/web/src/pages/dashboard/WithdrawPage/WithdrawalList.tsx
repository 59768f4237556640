import {
  type Campaign,
  formatMoney,
  WITHDRAW_LIST_DEFAULTS,
  withdrawQueries,
} from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import {
  Alert,
  Button,
  EmptyState,
  Link,
  Pagination,
  Segment,
  SegmentedControl,
  Skeleton,
} from "@causeway/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ReactNode, useId, useState } from "react";
import { formatDate } from "../../../shared/format-date";
import {
  LIST_STATES,
  type ListState,
  recipientOf,
  STATE_LABEL,
  WithdrawStateBadge,
} from "./withdrawal-text";

const PAGE_SIZE = WITHDRAW_LIST_DEFAULTS.limit;

export interface WithdrawalListProps {
  campaign: Campaign;
  /** The link that opens a withdrawal (?withdraw={id}). */
  hrefOf: (withdrawId: number) => string;
}

/**
 * The campaign's withdrawal requests, one state at a time (PAYED first, as the list defaults to;
 * PENDING also lists those waiting for documents), 4 per page (000 §7, §9).
 */
export function WithdrawalList({ campaign, hrefOf }: WithdrawalListProps) {
  const { t, locale } = useTranslator();
  const titleId = useId();
  const [state, setState] = useState<ListState>(WITHDRAW_LIST_DEFAULTS.state);
  const [page, setPage] = useState(1);
  const list = useQuery({
    ...withdrawQueries.list(campaign.id, {
      state,
      offset: (page - 1) * PAGE_SIZE,
      limit: PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  const totalPages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;

  let body: ReactNode;
  if (list.isPending) {
    body = (
      <div aria-busy="true" className="cw:flex cw:flex-col cw:gap-3">
        <Skeleton shape="rect" height="4.5rem" />
        <Skeleton shape="rect" height="4.5rem" />
      </div>
    );
  } else if (list.isError) {
    body = (
      <Alert
        variant="danger"
        title={t("web.dashboard.list.failed")}
        action={
          <Button size="sm" variant="secondary" onPress={() => void list.refetch()}>
            {t("forms.currency.retry")}
          </Button>
        }
      />
    );
  } else if (list.data.withdraws.length === 0) {
    body = (
      <EmptyState
        headingLevel={3}
        title={t(`web.dashboard.list.empty.${state.toLowerCase()}`)}
        description={t("web.dashboard.list.empty_description")}
      />
    );
  } else {
    body = (
      <ul aria-busy={list.isPlaceholderData || undefined} className="cw:flex cw:flex-col cw:gap-3">
        {list.data.withdraws.map((withdraw) => (
          <li
            key={withdraw.id}
            data-slot="withdrawal-item"
            // Two columns at every width: the amount and its state stay together at the end, on a
            // phone too (a wrapping row put them under the text, the badge out of line).
            className="cw:grid cw:grid-cols-[minmax(0,1fr)_auto] cw:items-start cw:gap-3 cw:rounded-lg cw:border cw:border-border cw:bg-surface-raised cw:p-4"
          >
            <div className="cw:flex cw:min-w-0 cw:flex-col cw:gap-1">
              <Link href={hrefOf(withdraw.id)} variant="standalone">
                {t("web.dashboard.request", { id: withdraw.id })}
              </Link>
              <p className="cw:break-words cw:text-sm">{recipientOf(withdraw, t)}</p>
              <p className="cw:text-sm cw:text-fg-muted">
                {t("web.dashboard.requested_on", {
                  date: formatDate(withdraw.date_added, locale),
                })}
              </p>
            </div>
            <div
              data-slot="withdrawal-figures"
              className="cw:flex cw:flex-col cw:items-end cw:gap-1 cw:text-end"
            >
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
    <section aria-labelledby={titleId} className="cw:flex cw:flex-col cw:gap-4">
      <div className="cw:flex cw:flex-wrap cw:items-center cw:justify-between cw:gap-3">
        <h2 id={titleId} className="cw:text-lg cw:font-semibold">
          {t("web.dashboard.list.title")}
        </h2>
        <SegmentedControl
          aria-label={t("web.dashboard.list.filter")}
          value={state}
          onChange={(next) => {
            setState(next as ListState);
            setPage(1);
          }}
        >
          {LIST_STATES.map((option) => (
            <Segment key={option} id={option}>
              {t(STATE_LABEL[option])}
            </Segment>
          ))}
        </SegmentedControl>
      </div>
      {body}
      {totalPages > 1 ? (
        <Pagination page={page} totalPages={totalPages} onChange={setPage} />
      ) : null}
    </section>
  );
}
