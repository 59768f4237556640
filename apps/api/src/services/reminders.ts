import { sql } from "kysely";
import type { Deps } from "../context";
import { notify } from "./notify";
import type { ScheduledJob } from "./scheduler-job";

/** Update reminders at 10, 60 and 120 days (000 §3, §9). */
export const REMINDERS = [
  { days: 10, type: "TEN_DAYS_REMINDER" },
  { days: 60, type: "SIXTY_DAYS_REMINDER" },
  { days: 120, type: "HUNDRED_TWENTY_DAYS_REMINDER" },
] as const;

/**
 * Sends each live campaign's owner the reminders its age has reached, once each. Runs at start
 * and hourly; safe to run on several instances at once only behind the unique check below being
 * re-evaluated (a duplicate is harmless: one extra reminder).
 */
export async function runUpdateReminders(deps: Deps, now = new Date()): Promise<number> {
  let sent = 0;
  for (const reminder of REMINDERS) {
    const due = await deps.db
      .selectFrom("campaigns")
      .select(["id", "name", "slug", "created_by"])
      .where("deleted", "=", false)
      .where("active", "=", true)
      .where("finished", "=", false)
      .where("created_at", "<=", new Date(now.getTime() - reminder.days * 86_400_000))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("notifications")
              .select("id")
              .where("type", "=", "CAMPAIGN_UPDATE_REMINDER")
              .where(sql<string>`data->>'reminder_type'`, "=", reminder.type)
              .where(sql<string>`data->>'campaign_id'`, "=", sql<string>`campaigns.id::text`),
          ),
        ),
      )
      .execute();
    for (const c of due) {
      const emit = await notify(deps.db, c.created_by, "CAMPAIGN_UPDATE_REMINDER", {
        campaign_id: c.id,
        campaign_name: c.name,
        slug: c.slug,
        reminder_type: reminder.type,
      });
      emit(deps.realtime);
      sent += 1;
    }
  }
  if (sent) deps.log.info("update reminders sent", { count: sent });
  return sent;
}

export const updateReminders: ScheduledJob = {
  name: "update-reminders",
  run: (deps, now) => runUpdateReminders(deps, now),
};
