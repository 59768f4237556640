"use client";
import type { Withdraw } from "@causeway/api-client";
import { Fragment, type ReactNode, useEffect, useState } from "react";
import { WithdrawEditedModal } from "../WithdrawSuccessModals";

/** A stored request to edit: its id and the form's values (`editedWithdrawal` of @causeway/rules). */
export interface WithdrawalEdit<V> {
  withdrawId: number;
  values: V;
}

export interface EditedFlowProps<V> {
  edit: WithdrawalEdit<V>;
  /** The values of the request as saved, to edit it again; null keeps the ones it opened with. */
  valuesOf: (withdraw: Withdraw) => V | null;
  onSuccess?: (withdraw: Withdraw) => void;
  /** The modal closed: back to where the edit was opened from. */
  onClose?: () => void;
  /** The modal's "Back to the campaign". */
  onBackToCampaign?: () => void;
  /** The form, opened on `edit`; `onSaved` after the server took the change. */
  children: (edit: WithdrawalEdit<V>, onSaved: (withdraw: Withdraw) => void) => ReactNode;
}

/**
 * Editing a request (000 §2): the form, then the edit success modal. "Create a new request" opens
 * the form again on the request as saved, "Back to the campaign" and closing leave; each is told to
 * the host after the modal has closed.
 */
export function EditedFlow<V>({
  edit,
  valuesOf,
  onSuccess,
  onClose,
  onBackToCampaign,
  children,
}: EditedFlowProps<V>) {
  const [current, setCurrent] = useState(edit);
  const [phase, setPhase] = useState<"form" | "edited" | "closed">("form");
  const [round, setRound] = useState(0);
  const [then, setThen] = useState<"close" | "campaign" | null>(null);
  useEffect(() => {
    if (then === "close") onClose?.();
    if (then === "campaign") onBackToCampaign?.();
    if (then !== null) setThen(null);
  }, [then, onClose, onBackToCampaign]);

  const saved = (withdraw: Withdraw) => {
    const values = valuesOf(withdraw);
    if (values !== null) setCurrent({ withdrawId: withdraw.id, values });
    setPhase("edited");
    onSuccess?.(withdraw);
  };
  return (
    <>
      {phase === "form" ? <Fragment key={round}>{children(current, saved)}</Fragment> : null}
      <WithdrawEditedModal
        open={phase === "edited"}
        onOpenChange={(open) => {
          if (open) return;
          setPhase("closed");
          setThen("close");
        }}
        onNewRequest={() => {
          setPhase("form");
          setRound((n) => n + 1);
          setThen(null);
        }}
        onBackToCampaign={() => setThen("campaign")}
      />
    </>
  );
}
