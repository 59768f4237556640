import {
  type WithdrawalDecision as Decision,
  staffMutations,
  staffQueries,
  useSubmission,
  type WithdrawNoteAction,
} from "@causeway/api-client";
import { useTranslator } from "@causeway/i18n/react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { DecisionStatus } from "../shared/DecisionStatus";
import { DetailFailed, DetailLoading } from "../shared/DetailStates";
import { Facts } from "../shared/Facts";
import { staffErrorText } from "../shared/staff-errors";
import { withdrawalRows } from "../shared/withdrawal-facts";
import { sectionPath } from "../staff-access";
import { WithdrawalDecision } from "./WithdrawalDecision";
import { WithdrawalNotes } from "./WithdrawalNotes";

/** The withdrawal id of the path, or 0 (which the API answers 404, as an unknown one). */
export function withdrawIdOf(param: string | undefined): number {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

const DONE: Record<Decision, string> = {
  accepted: "web.admin.withdrawals.accepted_done",
  declined: "web.admin.withdrawals.refused_done",
  pending: "web.admin.withdrawals.reopened_done",
};

/**
 * /admincp/withdrawals/:withdrawId: one withdrawal as staff see it (everything it says, whose it
 * is), the decision on it and its notes.
 */
export function WithdrawalPage() {
  const translator = useTranslator();
  const { t, locale } = translator;
  const withdrawId = withdrawIdOf(useParams().withdrawId);
  const query = useQuery(staffQueries.withdrawal(withdrawId));
  const decide = useMutation(staffMutations.decideWithdrawal());
  const [done, setDone] = useState<string | null>(null);
  const [decisionError, setDecisionError] = useState<string | null>(null);
  const campaignId = query.data?.campaign.id ?? 0;
  // One note per submission: a double click adds one; adding the same text again after a failure
  // is answered with the first note if it was stored.
  const addNote = useSubmission(staffMutations.addWithdrawNote(campaignId, withdrawId));
  const setNoteState = useMutation(staffMutations.setWithdrawNoteState(campaignId, withdrawId));
  const [notesError, setNotesError] = useState<string | null>(null);

  if (query.isPending) return <DetailLoading />;
  if (query.isError)
    return <DetailFailed error={query.error} onRetry={() => void query.refetch()} />;
  const { withdraw, campaign, owner } = query.data;

  const onDecide = (state: Decision, note?: string) => {
    setDone(null);
    setDecisionError(null);
    return decide
      .mutateAsync({ campaignId: campaign.id, withdrawId, state, ...(note ? { note } : {}) })
      .then(
        () => setDone(t(DONE[state], { id: withdrawId })),
        (error: unknown) => {
          setDecisionError(staffErrorText(error, translator));
          throw error;
        },
      );
  };
  const failNotes = (error: unknown) => {
    setNotesError(staffErrorText(error, translator));
    throw error;
  };

  return (
    <div className="cw:flex cw:flex-col cw:gap-8">
      <header className="cw:flex cw:flex-col cw:gap-2">
        <Link
          to={sectionPath("withdrawals")}
          className="cw:inline-flex cw:w-fit cw:items-center cw:gap-1 cw:rounded-sm cw:text-sm cw:font-medium cw:text-primary cw:outline-none cw:hover:underline cw:focus-visible:ring-2 cw:focus-visible:ring-focus"
        >
          <ArrowLeft aria-hidden size={16} className="cw:rtl:rotate-180" />
          {t("web.admin.withdrawals.back")}
        </Link>
        <h1 className="cw:text-2xl cw:font-semibold">
          {t("web.dashboard.request", { id: withdraw.id })}
        </h1>
        <p className="cw:text-fg-muted">
          {t("web.admin.withdrawals.from", { campaign: campaign.name, owner: owner.name })}{" "}
          <Link
            to={`/campaign/${campaign.url}`}
            reloadDocument
            className="cw:rounded-sm cw:text-primary cw:underline cw:underline-offset-2 cw:outline-none cw:hover:text-primary-hover cw:focus-visible:ring-2 cw:focus-visible:ring-focus"
          >
            {t("web.admin.campaigns.open_page")}
          </Link>
        </p>
      </header>
      <DecisionStatus message={done} />
      <div className="cw:grid cw:gap-8 cw:lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="cw:flex cw:flex-col cw:gap-8">
          <section className="cw:rounded-lg cw:border cw:border-border cw:bg-surface-raised cw:p-5">
            <Facts rows={withdrawalRows(withdraw, t, locale)} />
          </section>
          <WithdrawalDecision
            withdraw={withdraw}
            ownerName={owner.name}
            onDecide={onDecide}
            pending={decide.isPending ? (decide.variables?.state ?? null) : null}
            error={decisionError}
          />
        </div>
        <WithdrawalNotes
          notes={withdraw.notes}
          isAdding={addNote.isPending}
          changing={setNoteState.isPending ? (setNoteState.variables ?? null) : null}
          error={notesError}
          onAdd={(text) => {
            setNotesError(null);
            return addNote.submitAsync({ text }).then((note) => {
              // A second press while the first is on its way: the box keeps its text.
              if (note === undefined) throw new Error("already adding");
            }, failNotes);
          }}
          onChangeState={(noteId, action: WithdrawNoteAction) => {
            setNotesError(null);
            return setNoteState.mutateAsync({ noteId, action }).catch(failNotes);
          }}
        />
      </div>
    </div>
  );
}
