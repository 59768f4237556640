import type { StaffBankAccount } from "@causeway/api-client";
import { currencyLabel, IbanText } from "@causeway/forms";
import { useTranslator } from "@causeway/i18n/react";
import { normalizeBankAccountStatus } from "@causeway/rules";
import {
  Alert,
  AlertDialog,
  AlertDialogContent,
  AlertDialogTrigger,
  Button,
  StatusIcon,
} from "@causeway/ui";
import { Check, X } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Link } from "react-router";
import { formatDate } from "../../../shared/format-date";
import { DocumentLinks, Facts } from "../shared/Facts";
import { ReasonDialog } from "../shared/ReasonDialog";

export interface BankAccountReviewCardProps {
  entry: StaffBankAccount;
  onApprove: () => Promise<unknown>;
  onRefuse: (reason: string) => Promise<unknown>;
  /** The decision on its way, if any. */
  pending?: "approve" | "refuse" | null;
  /** Why the last decision failed. */
  error?: string | null;
}

/**
 * A bank account an owner submitted, with what an admin checks: the IBAN and holder against the
 * documents, the campaign and its owner. A pending account is approved (after a confirmation) or
 * refused with a reason the owner reads (000 §4); a decided one shows its state and the reason.
 */
export function BankAccountReviewCard({
  entry,
  onApprove,
  onRefuse,
  pending = null,
  error,
}: BankAccountReviewCardProps) {
  const { t, locale } = useTranslator();
  const titleId = useId();
  const [refusing, setRefusing] = useState(false);
  const { account, campaign, owner } = entry;
  const state = normalizeBankAccountStatus(account.state);
  const rows: [string, ReactNode][] = [
    [t("web.admin.bank_accounts.owner"), `${owner.name} (@${owner.username})`],
    [t("web.admin.bank_accounts.submitted"), formatDate(entry.date_added, locale)],
    [t("forms.iban.label"), <IbanText key="iban" iban={account.iban} />],
    [t("forms.bank_account.holder"), account.holder_name],
    [t("forms.bic.label"), account.bic],
    [t("forms.bank.label"), `${account.bank} (${account.country})`],
    [t("forms.currency.label"), currencyLabel(account.currency, locale)],
    [
      t("web.admin.bank_accounts.documents"),
      <DocumentLinks
        key="documents"
        documents={account.documents.map((document) => ({
          id: document.media.id,
          path: document.media.path,
          name: document.media.name,
          label: t(
            document.type === "account"
              ? "forms.bank_account.account_documents"
              : "forms.bank_account.certificate_documents",
          ),
        }))}
        emptyText={t("web.admin.campaigns.no_documents")}
      />,
    ],
  ];
  if (account.note) rows.push([t("web.admin.bank_accounts.note"), account.note]);

  return (
    <article
      aria-labelledby={titleId}
      data-slot="bank-account-review"
      className="cw:flex cw:flex-col cw:gap-4 cw:rounded-lg cw:border cw:border-border cw:bg-surface-raised cw:p-5"
    >
      <header className="cw:flex cw:flex-wrap cw:items-start cw:justify-between cw:gap-2">
        <div className="cw:flex cw:min-w-0 cw:flex-col cw:gap-1">
          <h2 id={titleId} className="cw:break-words cw:text-lg cw:font-semibold">
            {campaign.name}
          </h2>
          <Link
            to={`/campaign/${campaign.url}`}
            reloadDocument
            className="cw:w-fit cw:rounded-sm cw:text-sm cw:text-primary cw:underline cw:underline-offset-2 cw:outline-none cw:hover:text-primary-hover cw:focus-visible:ring-2 cw:focus-visible:ring-focus"
          >
            {t("web.admin.campaigns.open_page")}
          </Link>
        </div>
        <StatusIcon status={state.toLowerCase() as Lowercase<typeof state>} showLabel />
      </header>
      <Facts rows={rows} />
      {error && !refusing ? <Alert variant="danger" title={error} isLive /> : null}
      {state === "PENDING" ? (
        <div className="cw:flex cw:flex-wrap cw:gap-2">
          <AlertDialog>
            <AlertDialogTrigger>
              <Button
                icon={<Check aria-hidden size={18} />}
                isLoading={pending === "approve"}
                isDisabled={pending === "refuse"}
              >
                {t("web.admin.bank_accounts.approve")}
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent
              title={t("web.admin.bank_accounts.approve_title", { iban: account.iban })}
              description={t("web.admin.bank_accounts.approve_description", {
                name: owner.name,
              })}
              confirmLabel={t("web.admin.bank_accounts.approve")}
              onConfirm={() => void onApprove().catch(() => {})}
            />
          </AlertDialog>
          <Button
            variant="secondary"
            icon={<X aria-hidden size={18} />}
            isDisabled={pending === "approve"}
            onPress={() => setRefusing(true)}
          >
            {t("web.admin.bank_accounts.refuse")}
          </Button>
          <ReasonDialog
            open={refusing}
            onOpenChange={setRefusing}
            title={t("web.admin.bank_accounts.refuse_title")}
            description={t("web.admin.bank_accounts.refuse_description", { name: owner.name })}
            label={t("web.admin.reason")}
            confirmLabel={t("web.admin.bank_accounts.refuse")}
            isPending={pending === "refuse"}
            error={refusing ? error : null}
            onConfirm={(reason) => onRefuse(reason).then(() => setRefusing(false))}
          />
        </div>
      ) : null}
    </article>
  );
}
