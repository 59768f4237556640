import { staffQueries } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { Skeleton } from "@causeway/ui";
import { useQuery } from "@tanstack/react-query";
import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { useSession } from "../../../app/session/SessionProvider";
import { SECTION_TITLE } from "../AdminLayout/AdminLayout";
import { type StaffSection, sectionPath, sectionsFor } from "../staff-access";

/** The queues whose length the overview shows: the first pages their sections read. */
export const overviewQueries = [
  staffQueries.campaigns(),
  staffQueries.bankAccounts(),
  staffQueries.withdrawals(),
  staffQueries.emails(),
] as const;

const DESCRIPTION: Record<StaffSection, string> = {
  campaigns: "web.admin.overview.campaigns",
  "bank-accounts": "web.admin.overview.bank_accounts",
  withdrawals: "web.admin.overview.withdrawals",
  donations: "web.admin.overview.donations",
  "bank-statements": "web.admin.overview.statements",
  emails: "web.admin.overview.emails",
  users: "web.admin.overview.users",
  translations: "web.admin.overview.translations",
};

/** /admincp: the sections the staff member's roles open, with how much waits in each queue. */
export function OverviewPage() {
  const { t } = useTranslator();
  const { user } = useSession();
  const sections = sectionsFor(user?.roles);
  return (
    <div className="cw:flex cw:flex-col cw:gap-6">
      <header className="cw:flex cw:flex-col cw:gap-1">
        <h1 className="cw:text-2xl cw:font-semibold">{t("web.admin.overview.heading")}</h1>
        <p className="cw:text-fg-muted">{t("web.admin.overview.intro")}</p>
      </header>
      <ul className="cw:grid cw:gap-4 cw:sm:grid-cols-2 cw:lg:grid-cols-3">
        {sections.map((section) => (
          <li key={section} className="cw:flex">
            <Link
              to={sectionPath(section)}
              className="cw:group cw:flex cw:w-full cw:flex-col cw:gap-2 cw:rounded-lg cw:border cw:border-border cw:bg-surface-raised cw:p-5 cw:outline-none cw:hover:border-border-strong cw:focus-visible:ring-2 cw:focus-visible:ring-focus"
            >
              <span className="cw:flex cw:items-center cw:justify-between cw:gap-2 cw:text-lg cw:font-semibold">
                {t(SECTION_TITLE[section])}
                <ChevronRight
                  aria-hidden
                  size={18}
                  className="cw:text-fg-muted cw:group-hover:text-fg cw:rtl:rotate-180"
                />
              </span>
              {section === "campaigns" ? <CampaignsQueue /> : null}
              {section === "bank-accounts" ? <BankAccountsQueue /> : null}
              {section === "withdrawals" ? <WithdrawalsQueue /> : null}
              {section === "emails" ? <FailedEmails /> : null}
              <span className="cw:text-sm cw:text-fg-muted">{t(DESCRIPTION[section])}</span>
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
function FailedEmails() {
  return <QueueLength query={useQuery(overviewQueries[3])} />;
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
    return (
      <span className="cw:text-sm cw:text-danger">{t("web.admin.overview.count_failed")}</span>
    );
  }
  return (
    <span
      data-slot="queue-length"
      className={
        query.data.total > 0
          ? "cw:text-2xl cw:font-semibold cw:text-warning cw:tabular-nums"
          : "cw:text-2xl cw:font-semibold cw:text-success"
      }
    >
      {t("web.admin.overview.waiting", { count: query.data.total })}
    </span>
  );
}
