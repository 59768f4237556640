import type { WithdrawalDecision as Decision, Withdraw } from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { Alert, AlertDialog, AlertDialogContent, AlertDialogTrigger, Button } from "@causeway/ui";
import { Check, RotateCcw, X } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { ReasonDialog } from "../shared/ReasonDialog";

export interface WithdrawalDecisionProps {
  withdraw: Withdraw;
  ownerName: string;
  /** Sends a decision; a refusal carries the note the owner reads. */
  onDecide: (state: Decision, note?: string) => Promise<unknown>;
  /** The decision on its way, if any. */
  pending?: Decision | null;
  error?: string | null;
}

/**
 * What staff may decide on a withdrawal (000 §4, the contract's accepted, declined and pending):
 * a pending one (waiting for documents too) is accepted, which marks it paid, or refused with a
 * note telling the owner why; a paid or refused one can be reopened. A transfer between
 * campaigns is final: the money is already in the other campaign.
 */
export function WithdrawalDecision({
  withdraw,
  ownerName,
  onDecide,
  pending = null,
  error,
}: WithdrawalDecisionProps) {
  const { t } = useTranslator();
  const titleId = useId();
  const [refusing, setRefusing] = useState(false);
  const open = withdraw.state === "PENDING" || withdraw.state === "WAITING_DOCUMENTS";
  const busy = pending !== null;

  let actions: ReactNode;
  if (withdraw.kind === "transfer") {
    actions = (
      <p className="cw:text-sm cw:text-fg-muted">{t("web.admin.withdrawals.transfer_final")}</p>
    );
  } else if (open) {
    actions = (
      <div className="cw:flex cw:flex-wrap cw:gap-2">
        <AlertDialog>
          <AlertDialogTrigger>
            <Button
              icon={<Check aria-hidden size={18} />}
              isLoading={pending === "accepted"}
              isDisabled={busy && pending !== "accepted"}
            >
              {t("web.admin.withdrawals.accept")}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent
            title={t("web.admin.withdrawals.accept_title", { id: withdraw.id })}
            description={t("web.admin.withdrawals.accept_description", { name: ownerName })}
            confirmLabel={t("web.admin.withdrawals.accept")}
            onConfirm={() => void onDecide("accepted").catch(() => {})}
          />
        </AlertDialog>
        <Button
          variant="secondary"
          icon={<X aria-hidden size={18} />}
          isDisabled={busy}
          onPress={() => setRefusing(true)}
        >
          {t("web.admin.withdrawals.refuse")}
        </Button>
        <ReasonDialog
          open={refusing}
          onOpenChange={setRefusing}
          title={t("web.admin.withdrawals.refuse_title", { id: withdraw.id })}
          description={t("web.admin.withdrawals.refuse_description", { name: ownerName })}
          label={t("web.admin.reason")}
          confirmLabel={t("web.admin.withdrawals.refuse")}
          isPending={pending === "declined"}
          error={refusing ? error : null}
          onConfirm={(reason) => onDecide("declined", reason).then(() => setRefusing(false))}
        />
      </div>
    );
  } else {
    actions = (
      <AlertDialog>
        <AlertDialogTrigger>
          <Button
            variant="secondary"
            className="cw:w-fit"
            icon={<RotateCcw aria-hidden size={18} />}
            isLoading={pending === "pending"}
          >
            {t("web.admin.withdrawals.reopen")}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent
          title={t("web.admin.withdrawals.reopen_title", { id: withdraw.id })}
          description={t("web.admin.withdrawals.reopen_description")}
          confirmLabel={t("web.admin.withdrawals.reopen")}
          onConfirm={() => void onDecide("pending").catch(() => {})}
        />
      </AlertDialog>
    );
  }

  return (
    <section aria-labelledby={titleId} className="cw:flex cw:flex-col cw:gap-3">
      <h2 id={titleId} className="cw:text-lg cw:font-semibold">
        {t("web.admin.withdrawals.decision")}
      </h2>
      {error && !refusing ? <Alert variant="danger" title={error} isLive /> : null}
      {actions}
    </section>
  );
}
