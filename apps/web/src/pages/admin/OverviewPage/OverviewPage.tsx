import { staffQueries } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { Skeleton } from "@causeway/ui";
import { useQuery } from "@tanstack/react-query";
import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { useSession } from "../../../app/session/SessionProvider";
import { SECTION_TITLE } from "../AdminLayout/AdminLayout";
import { type StaffSection, sectionPath, sectionsFor } from "../staff-access";

/** The three queues whose length the overview shows: the first pages their sections read. */
export const overviewQueries = [
  staffQueries.campaigns(),
  staffQueries.bankAccounts(),
  staffQueries.withdrawals(),
] as const;

const DESCRIPTION: Record<StaffSection, string> = {
  campaigns: "web.admin.overview.campaigns",
  "bank-accounts": "web.admin.overview.bank_accounts",
  withdrawals: "web.admin.overview.withdrawals",
  users: "web.admin.overview.users",
  translations: "web.admin.overview.translations",
};

/** /admincp: the sections the staff member's roles open, with how much waits in each queue. */
export function OverviewPage() {
  const { t } = useTranslator();
  const { user } = useSession();
  const sections = sectionsFor(user?.roles);
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{t("web.admin.overview.heading")}</h1>
        <p className="text-fg-muted">{t("web.admin.overview.intro")}</p>
      </header>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {sections.map((section) => (
          <li key={section} className="flex">
            <Link
              to={sectionPath(section)}
              className="group flex w-full flex-col gap-2 rounded-lg border border-border bg-surface-raised p-5 outline-none hover:border-border-strong focus-visible:ring-2 focus-visible:ring-focus"
            >
              <span className="flex items-center justify-between gap-2 text-lg font-semibold">
                {t(SECTION_TITLE[section])}
                <ChevronRight
                  aria-hidden
                  size={18}
                  className="text-fg-muted group-hover:text-fg rtl:rotate-180"
                />
              </span>
              {section === "campaigns" ? <CampaignsQueue /> : null}
              {section === "bank-accounts" ? <BankAccountsQueue /> : null}
              {section === "withdrawals" ? <WithdrawalsQueue /> : null}
              <span className="text-sm text-fg-muted">{t(DESCRIPTION[section])}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function CampaignsQueue() {
  return <QueueLength query={useQuery(overviewQueries[0])} />;
}
function BankAccountsQueue() {
  return <QueueLength query={useQuery(overviewQueries[1])} />;
}
function WithdrawalsQueue() {
  return <QueueLength query={useQuery(overviewQueries[2])} />;
}

/** How many wait in a queue ("3 waiting", "Nothing waiting"), or that it could not be counted. */
function QueueLength({
  query,
}: {
  query: { isPending: boolean; isError: boolean; data?: { total: number } | undefined };
}) {
  const { t } = useTranslator();
  if (query.isPending) return <Skeleton width="6rem" height="1.75rem" />;
  if (query.isError || !query.data) {
    return <span className="text-sm text-danger">{t("web.admin.overview.count_failed")}</span>;
  }
  return (
    <span
      data-slot="queue-length"
      className={
        query.data.total > 0
          ? "text-2xl font-semibold text-warning tabular-nums"
          : "text-2xl font-semibold text-success"
      }
    >
      {t("web.admin.overview.waiting", { count: query.data.total })}
    </span>
  );
}
