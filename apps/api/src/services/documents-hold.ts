// The scheduled check of the documents policy (issue 13): a withdrawal still waiting for documents
// `holdDays` (60) after it was asked for puts its owner's next withdrawals on hold. The hold itself
// needs no job: it holds from the moment the days have passed (documentsCaseFor reads it at each
// request, and the forms say so), and ends when the documents are given (the request leaves
// WAITING_DOCUMENTS) or staff decide it. This job tells the owner and the staff, once per
// overdue withdrawal: each notice is claimed in scheduled_notifications under (job, campaign,
// "withdraw-<id>") in the notifications' transaction, so a second run or instance sends nothing.

import { documentsDueAt } from "@causeway/rules";
import type { Deps } from "../context";
import type { Tx } from "../db/database";
import { overdueDocuments } from "./documents-policy";
import { type NotificationEmitter, notify } from "./notify";
import type { ScheduledJob } from "./scheduler-job";

export const DOCUMENTS_OVERDUE_JOB = "documents-overdue";

/** The owner's words, and the staff's: both open the withdrawal (its id is in the data). */
export const DOCUMENTS_OVERDUE_TEXT = {
  owner: "notification.transfer.documents_overdue",
  staff: "notification.transfer.documents_overdue_staff",
} as const;

/** Admins and super admins: the staff who decide withdrawals. */
async function staffIds(trx: Tx): Promise<number[]> {
  const rows = await trx
    .selectFrom("users")
    .select("id")
    .where((eb) =>
      eb.or([
        eb(eb.val("ROLE_ADMIN"), "=", eb.fn.any("roles")),
        eb(eb.val("ROLE_SUPER_ADMIN"), "=", eb.fn.any("roles")),
      ]),
    )
    .orderBy("id")
    .execute();
  return rows.map((r) => r.id);
}

export const documentsOverdue: ScheduledJob = {
  name: DOCUMENTS_OVERDUE_JOB,
  async run(deps: Deps, now: Date) {
    const limits = deps.config.documents;
    const overdue = await overdueDocuments(deps.db, now, limits);
    if (overdue.length === 0) return 0;
    const done = new Set(
      (
        await deps.db
          .selectFrom("scheduled_notifications")
          .select("period")
          .where("job", "=", DOCUMENTS_OVERDUE_JOB)
          .where(
            "period",
            "in",
            overdue.map((w) => `withdraw-${w.id}`),
          )
          .execute()
      ).map((r) => r.period),
    );
    let sent = 0;
    for (const withdrawal of overdue) {
      const period = `withdraw-${withdrawal.id}`;
      if (done.has(period)) continue;
      const emits = await deps.db.transaction().execute(async (trx) => {
        const claimed = await trx
          .insertInto("scheduled_notifications")
          .values({ job: DOCUMENTS_OVERDUE_JOB, campaign_id: withdrawal.campaign_id, period })
          .onConflict((oc) => oc.doNothing())
          .returning("job")
          .executeTakeFirst();
        if (!claimed) return [];
        const data = {
          campaign_id: withdrawal.campaign_id,
          campaign_name: withdrawal.campaign_name,
          slug: withdrawal.slug,
          withdraw_id: withdrawal.id,
          date_from: Math.floor(new Date(withdrawal.created_at).getTime() / 1000),
          date_to: Math.floor(
            documentsDueAt(new Date(withdrawal.created_at), limits).getTime() / 1000,
          ),
        };
        const owner = await notify(
          trx,
          withdrawal.created_by,
          "TRANSFER_PROCESSING_DOCUMENTS",
          data,
          DOCUMENTS_OVERDUE_TEXT.owner,
        );
        const staff: NotificationEmitter[] = [];
        for (const id of await staffIds(trx)) {
          if (id === withdrawal.created_by) continue;
          staff.push(
            await notify(
              trx,
              id,
              "TRANSFER_PROCESSING_DOCUMENTS",
              data,
              DOCUMENTS_OVERDUE_TEXT.staff,
            ),
          );
        }
        await trx
          .updateTable("scheduled_notifications")
          .set({ notification_id: owner.notificationId })
          .where("job", "=", DOCUMENTS_OVERDUE_JOB)
          .where("campaign_id", "=", withdrawal.campaign_id)
          .where("period", "=", period)
          .execute();
        return [owner, ...staff];
      });
      for (const emit of emits) emit(deps.realtime);
      sent += emits.length;
    }
    return sent;
  },
};
