"use client";
import {
  type CurrencyRef,
  type Schema,
  type Withdraw,
  withdrawQueries,
} from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import type { LegacyTab } from "@causeway/rules";
import { Alert, Button, Skeleton, VisuallyHidden, WIDGET_ROOT } from "@causeway/ui";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { WithdrawCreatedModal, WithdrawEditedModal } from "../WithdrawSuccessModals";
import { LegacyWithdrawForm } from "./LegacyWithdrawForm";
import { editTabOf, fieldsOfWithdraw, type LegacyFormFields } from "./legacy-form-values";

export interface WithdrawFormProps {
  /** The campaign the money leaves (its id and currency). */
  campaign: { id: number; currency: CurrencyRef };
  /** Currencies a provider may be paid in (bank tab). */
  currencies: readonly CurrencyRef[];
  /** The cost types; fetched when omitted. */
  reasons?: readonly Schema<"WithdrawReason">[];
  /** Edit mode: the withdrawal to load and resend with PUT; the tabs are hidden. */
  withdrawId?: number;
  /** Create mode: the tab to open on (bank transfer by default). */
  defaultTab?: LegacyTab;
  /** Create mode: values to start from. */
  defaultValues?: Partial<LegacyFormFields>;
  /** After a successful create or edit (the list, balances and summary are already refreshed). */
  onSuccess?: (withdraw: Withdraw, mode: "create" | "edit") => void;
  /** Closing: straight away when clean (back to the type chooser), after a confirmation when dirty. */
  onClose?: () => void;
  /** The creation success modal's button: open the campaign-update post creator. */
  onPostUpdate?: () => void;
  /** The edit success modal's "back to the campaign". */
  onBackToCampaign?: () => void;
}

/**
 * The legacy withdraw page form (000 §2): tabs for a bank transfer or a campaign transfer, three
 * steps (amount; recipient or campaign; documents), the legacy validator's messages, submit clicks
 * debounced by 200 ms. Given a `withdrawId` it loads that withdrawal, hides the tabs and saves with
 * PUT. A success closes the form and opens the creation or edit success modal.
 */
export function WithdrawForm(props: WithdrawFormProps) {
  const { withdrawId, onSuccess, onClose, onPostUpdate, onBackToCampaign } = props;
  const mode = withdrawId === undefined ? "create" : "edit";
  const [phase, setPhase] = useState<"form" | "created" | "edited" | "closed">("form");
  const [round, setRound] = useState(0);
  // The withdrawal just created: a transfer (campaign tab) is paid at once, and its modal says so.
  const [created, setCreated] = useState<Withdraw | null>(null);
  // A modal's button first closes the modal, then acts; what the host hears is settled after both.
  const [then, setThen] = useState<"close" | "post" | "campaign" | null>(null);
  useEffect(() => {
    if (then === "close") onClose?.();
    if (then === "post") onPostUpdate?.();
    if (then === "campaign") onBackToCampaign?.();
    if (then !== null) setThen(null);
  }, [then, onClose, onPostUpdate, onBackToCampaign]);

  const submitted = (withdraw: Withdraw) => {
    setCreated(withdraw);
    setPhase(mode === "create" ? "created" : "edited");
    onSuccess?.(withdraw, mode);
  };
  const modalClosed = (open: boolean) => {
    if (open) return;
    setPhase("closed");
    setThen("close");
  };
  return (
    <div
      data-slot="withdraw-form"
      data-mode={mode}
      data-phase={phase}
      className={`${WIDGET_ROOT} w-full max-w-2xl`}
    >
      {phase === "form" && mode === "edit" ? (
        <EditedWithdraw
          key={round}
          {...props}
          withdrawId={withdrawId as number}
          onSubmitted={submitted}
        />
      ) : null}
      {phase === "form" && mode === "create" ? (
        <LegacyWithdrawForm
          {...props}
          mode="create"
          tab={props.defaultTab}
          onSubmitted={submitted}
        />
      ) : null}
      <WithdrawCreatedModal
        open={phase === "created"}
        withdraw={created}
        onOpenChange={modalClosed}
        onPostUpdate={() => setThen("post")}
      />
      <WithdrawEditedModal
        open={phase === "edited"}
        onOpenChange={modalClosed}
        onNewRequest={() => {
          setPhase("form");
          setRound((n) => n + 1);
          setThen(null);
        }}
        onBackToCampaign={() => setThen("campaign")}
      />
    </div>
  );
}

type EditedWithdrawProps = WithdrawFormProps & {
  withdrawId: number;
  onSubmitted: (withdraw: Withdraw) => void;
};

/** Edit mode: the withdrawal is loaded first; only a provider (IBAN) withdrawal can be resent. */
function EditedWithdraw(props: EditedWithdrawProps) {
  const { t } = useTranslator();
  const query = useQuery(withdrawQueries.detail(props.withdrawId));
  if (query.isPending) {
    return (
      <div aria-busy="true" data-slot="withdraw-form-loading" className="flex flex-col gap-4">
        <VisuallyHidden>{t("forms.legacy.loading")}</VisuallyHidden>
        <Skeleton shape="text" lines={2} width="60%" />
        <Skeleton shape="rect" height={48} />
        <Skeleton shape="rect" height={96} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Alert
        variant="danger"
        title={t("forms.legacy.load_failed")}
        action={
          <Button variant="secondary" size="sm" onPress={() => query.refetch()}>
            {t("forms.retry")}
          </Button>
        }
      />
    );
  }
  const tab = editTabOf(query.data);
  if (tab === null) return <Alert variant="info" title={t("forms.legacy.edit_unsupported")} />;
  return (
    <LegacyWithdrawForm
      {...props}
      mode="edit"
      tab={tab}
      defaultValues={fieldsOfWithdraw(query.data)}
    />
  );
}
