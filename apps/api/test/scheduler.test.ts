import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SchedulerClock, startScheduler } from "../src/services/scheduler";
import { newTasks } from "../src/services/scheduler-new-tasks";
import { isoWeek, previousMonth, previousWeek } from "../src/services/scheduler-periods";
import { monthlyStatistics, weeklyStatistics } from "../src/services/scheduler-statistics";
import { startTestServer, type TestServer } from "./helpers";

/** A clock the test moves: advance() fires the timer each time its interval is crossed. */
class FakeClock implements SchedulerClock {
  private timers: { every: number; next: number; run: () => void; live: boolean }[] = [];
  constructor(private time: number) {}
  now() {
    return new Date(this.time);
  }
  every(ms: number, run: () => void) {
    const timer = { every: ms, next: this.time + ms, run, live: true };
    this.timers.push(timer);
    return { cancel: () => (timer.live = false) };
  }
  advance(ms: number) {
    const until = this.time + ms;
    for (;;) {
      const due = this.timers
        .filter((t) => t.live && t.next <= until)
        .sort((a, b) => a.next - b.next)[0];
      if (!due) break;
      this.time = due.next;
      due.next += due.every;
      due.run();
    }
    this.time = until;
  }
}

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const at = (iso: string) => new Date(iso).getTime();
const seconds = (iso: string) => Math.floor(at(iso) / 1000);

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

async function notificationsOf(userId: number, type: string) {
  return t.deps.db
    .selectFrom("notifications")
    .select(["id", "data", "created_at"])
    .where("user_id", "=", userId)
    .where("type", "=", type)
    .orderBy("id")
    .execute();
}

async function donate(campaignId: number, amount: number, when: string, status = "PROCESSED") {
  await t.deps.db
    .insertInto("donations")
    .values({
      campaign_id: campaignId,
      donator_type: "OTHER",
      donator_name: "Donor",
      payment_status: status as "PROCESSED",
      payment_id: `sched_${campaignId}_${amount}_${when}`,
      payment_method: "STRIPE",
      amount,
      currency_id: 1,
      initiated_amount: amount,
      initiated_currency_id: 1,
      created_at: new Date(when),
    })
    .execute();
}

/** A campaign created at `created` (the helper's campaigns are created now). */
async function campaignCreated(
  ownerId: number,
  created: string,
  extra: { finished?: boolean } = {},
) {
  const c = await t.campaign(ownerId);
  await t.deps.db
    .updateTable("campaigns")
    .set({ created_at: new Date(created), finished: extra.finished ?? false })
    .where("id", "=", c.id)
    .execute();
  return c;
}

describe("periods (UTC)", () => {
  it("cut weeks Monday to Monday and number them as ISO does", () => {
    expect(isoWeek(new Date("2025-11-19T15:00:00Z"))).toEqual({
      key: "2025-W47",
      start: new Date("2025-11-17T00:00:00Z"),
      end: new Date("2025-11-24T00:00:00Z"),
    });
    // 1 January 2027 is a Friday: it still belongs to the last week of 2026.
    expect(isoWeek(new Date("2027-01-01T12:00:00Z")).key).toBe("2026-W53");
    expect(isoWeek(new Date("2024-12-30T00:00:00Z")).key).toBe("2025-W01");
    // A Sunday night is the end of its week, not the start of the next.
    expect(isoWeek(new Date("2025-11-23T23:59:59Z")).key).toBe("2025-W47");
    expect(previousWeek(new Date("2025-11-17T00:00:00Z")).key).toBe("2025-W46");
  });

  it("take the month before, across a year", () => {
    expect(previousMonth(new Date("2026-01-15T08:00:00Z"))).toEqual({
      key: "2025-12",
      start: new Date("2025-12-01T00:00:00Z"),
      end: new Date("2026-01-01T00:00:00Z"),
    });
  });
});

describe("weekly and monthly statistics", () => {
  it("tell each live campaign's owner what it collected in the last week, once", async () => {
    const owner = await t.signup("weekly");
    const live = await campaignCreated(owner.id, "2025-10-01T00:00:00Z");
    const finished = await campaignCreated(owner.id, "2025-10-01T00:00:00Z", { finished: true });
    const tooNew = await campaignCreated(owner.id, "2025-11-18T00:00:00Z");
    await donate(live.id, 2500, "2025-11-10T00:00:00Z"); // Monday 00:00: in W46
    await donate(live.id, 1200, "2025-11-16T23:59:00Z"); // Sunday night: in W46
    await donate(live.id, 9900, "2025-11-17T00:00:00Z"); // the next week
    await donate(live.id, 700, "2025-11-12T00:00:00Z", "FAILED");
    await donate(finished.id, 5000, "2025-11-12T00:00:00Z");

    const now = new Date("2025-11-19T09:00:00Z");
    expect(await weeklyStatistics.run(t.deps, now)).toBeGreaterThanOrEqual(1);
    const sent = await notificationsOf(owner.id, "CAMPAIGN_WEEKLY_STATISTICS");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.data).toMatchObject({
      campaign_id: live.id,
      campaign_name: live.name,
      slug: live.slug,
      collected_amount: 3700,
      currency: { id: 1, abbreviation: "EUR" },
      date_from: seconds("2025-11-10T00:00:00Z"),
      date_to: seconds("2025-11-17T00:00:00Z"),
    });
    expect(sent.map((n) => (n.data as { campaign_id: number }).campaign_id)).not.toContain(
      tooNew.id,
    );

    // The same week again (a restart, another instance): nothing more.
    expect(await weeklyStatistics.run(t.deps, new Date("2025-11-23T22:00:00Z"))).toBe(0);
    expect(await notificationsOf(owner.id, "CAMPAIGN_WEEKLY_STATISTICS")).toHaveLength(1);
    const record = await t.deps.db
      .selectFrom("scheduled_notifications")
      .selectAll()
      .where("campaign_id", "=", live.id)
      .where("job", "=", "weekly-statistics")
      .execute();
    expect(record).toMatchObject([{ period: "2025-W46", notification_id: sent[0]?.id }]);

    // The next week the new campaign is counted too.
    await weeklyStatistics.run(t.deps, new Date("2025-11-24T01:00:00Z"));
    const next = await notificationsOf(owner.id, "CAMPAIGN_WEEKLY_STATISTICS");
    expect(next.map((n) => (n.data as { campaign_id: number }).campaign_id).sort()).toEqual(
      [live.id, live.id, tooNew.id].sort(),
    );
    expect(
      next.find(
        (n) =>
          (n.data as { campaign_id: number; date_from: number }).campaign_id === live.id &&
          (n.data as { date_from: number }).date_from === seconds("2025-11-17T00:00:00Z"),
      )?.data,
    ).toMatchObject({ collected_amount: 9900 });
  });

  it("tell the month's total on the first run of the next month", async () => {
    const owner = await t.signup("monthly");
    const c = await campaignCreated(owner.id, "2025-09-15T00:00:00Z");
    await donate(c.id, 10_000, "2025-10-01T00:00:00Z");
    await donate(c.id, 5_000, "2025-10-31T23:00:00Z");
    await donate(c.id, 1_000, "2025-11-01T00:00:00Z");
    await monthlyStatistics.run(t.deps, new Date("2025-11-01T00:30:00Z"));
    await monthlyStatistics.run(t.deps, new Date("2025-11-20T00:30:00Z"));
    const sent = await notificationsOf(owner.id, "CAMPAIGN_MONTHLY_STATISTICS");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.data).toMatchObject({
      campaign_id: c.id,
      collected_amount: 15_000,
      date_from: seconds("2025-10-01T00:00:00Z"),
      date_to: seconds("2025-11-01T00:00:00Z"),
    });
  });
});

describe("new tasks", () => {
  it("list a live campaign's open tasks once a week, and leave a campaign with none alone", async () => {
    const owner = await t.signup("tasks");
    const c = await campaignCreated(owner.id, "2025-11-01T00:00:00Z");
    await newTasks.run(t.deps, new Date("2025-11-19T10:00:00Z"));
    await newTasks.run(t.deps, new Date("2025-11-21T10:00:00Z"));
    let sent = await notificationsOf(owner.id, "CAMPAIGN_NEW_TASKS");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.data).toEqual({
      campaign_id: c.id,
      campaign_name: c.name,
      slug: c.slug,
      tasks: [
        "campaign.task.add_image",
        "campaign.task.add_video",
        "campaign.task.add_documents",
        "campaign.task.first_update",
        "campaign.task.share",
        "campaign.task.first_donation",
      ],
    });
    // The same list the dashboard shows.
    const listed = await t.call("GET", `/api/v2/campaign/${c.id}/task`, { token: owner.token });
    expect(listed.body.response.tasks.filter((x: { done: boolean }) => !x.done)).toHaveLength(6);

    // Some done: next week lists only what is left.
    await t.deps.db
      .updateTable("campaigns")
      .set({ video: "https://www.youtube.com/watch?v=abc", share_count: 2 })
      .where("id", "=", c.id)
      .execute();
    await donate(c.id, 100, "2025-11-20T00:00:00Z");
    await newTasks.run(t.deps, new Date("2025-11-25T10:00:00Z"));
    sent = await notificationsOf(owner.id, "CAMPAIGN_NEW_TASKS");
    expect(sent).toHaveLength(2);
    expect((sent[1]?.data as { tasks?: string[] } | undefined)?.tasks).toEqual([
      "campaign.task.add_image",
      "campaign.task.add_documents",
      "campaign.task.first_update",
    ]);
    expect(listed.status).toBe(200);
  });

  it("send nothing for a campaign whose tasks are all done", async () => {
    const owner = await t.signup("alldone");
    const c = await campaignCreated(owner.id, "2025-11-01T00:00:00Z");
    const image = await t.media(owner.id, "image");
    const document = await t.media(owner.id, "file");
    await t.deps.db
      .insertInto("campaign_images")
      .values({ campaign_id: c.id, media_id: image.id })
      .execute();
    await t.deps.db
      .updateTable("campaigns")
      .set({
        video: "https://www.youtube.com/watch?v=abc",
        share_count: 1,
        documents: JSON.stringify([{ id: document.id, type: "medical" }]),
      })
      .where("id", "=", c.id)
      .execute();
    await t.deps.db
      .insertInto("posts")
      .values({
        slug: `done-${c.id}`,
        user_id: owner.id,
        campaign_id: c.id,
        content: "<p>Hi</p>",
        raw_content: "Hi",
      })
      .execute();
    await donate(c.id, 100, "2025-11-02T00:00:00Z");
    await newTasks.run(t.deps, new Date("2025-11-19T10:00:00Z"));
    expect(await notificationsOf(owner.id, "CAMPAIGN_NEW_TASKS")).toHaveLength(0);
    const listed = await t.call("GET", `/api/v2/campaign/${c.id}/task`, { token: owner.token });
    expect(listed.body.response.tasks.every((x: { done: boolean }) => x.done)).toBe(true);
  });
});

describe("the scheduler", () => {
  it("runs every job at start and each hour, each period's notices once, and stops", async () => {
    const owner = await t.signup("clock");
    const c = await campaignCreated(owner.id, "2030-01-01T00:00:00Z");
    await donate(c.id, 4_200, "2030-01-02T12:00:00Z");
    // Wednesday 1 January 2030, 10:00: no whole week or month of this campaign yet.
    const clock = new FakeClock(at("2030-01-01T10:00:00Z"));
    const runs: string[] = [];
    const scheduler = startScheduler(t.deps, {
      clock,
      jobs: [weeklyStatistics, monthlyStatistics, newTasks].map((job) => ({
        name: job.name,
        run: async (deps, now) => {
          runs.push(`${job.name}@${now.toISOString()}`);
          return job.run(deps, now);
        },
      })),
    });
    await scheduler.tick();
    expect(runs).toEqual([
      "weekly-statistics@2030-01-01T10:00:00.000Z",
      "monthly-statistics@2030-01-01T10:00:00.000Z",
      "new-tasks@2030-01-01T10:00:00.000Z",
    ]);
    expect(await notificationsOf(owner.id, "CAMPAIGN_NEW_TASKS")).toHaveLength(1);
    expect(await notificationsOf(owner.id, "CAMPAIGN_WEEKLY_STATISTICS")).toHaveLength(0);

    // A week of hourly runs: the next Monday brings the week's statistics, once.
    for (let hour = 0; hour < 7 * 24; hour += 1) {
      clock.advance(HOUR);
      await scheduler.tick();
    }
    const weekly = await notificationsOf(owner.id, "CAMPAIGN_WEEKLY_STATISTICS");
    expect(weekly).toHaveLength(1);
    expect(weekly[0]?.data).toMatchObject({
      collected_amount: 4_200,
      date_from: seconds("2029-12-31T00:00:00Z"),
      date_to: seconds("2030-01-07T00:00:00Z"),
    });
    expect(await notificationsOf(owner.id, "CAMPAIGN_NEW_TASKS")).toHaveLength(2);

    // Into February: January's statistics, once.
    clock.advance(31 * DAY);
    await scheduler.tick();
    clock.advance(HOUR);
    await scheduler.tick();
    const monthly = await notificationsOf(owner.id, "CAMPAIGN_MONTHLY_STATISTICS");
    expect(monthly).toHaveLength(1);
    expect(monthly[0]?.data).toMatchObject({ collected_amount: 4_200 });

    await scheduler.stop();
    const before = runs.length;
    clock.advance(10 * HOUR);
    await scheduler.tick();
    expect(runs.length).toBe(before);
    // Each notification went out in real time to its owner, once.
    const stored = await t.deps.db
      .selectFrom("notifications")
      .select("id")
      .where("user_id", "=", owner.id)
      .execute();
    const told = t.realtime.events
      .filter((e) => e.to === owner.id && e.event === "notification")
      .map((e) => (e.payload as { notificationID: number }).notificationID);
    expect(told.sort()).toEqual(stored.map((n) => n.id).sort());
  }, 60_000);

  it("keeps running the other jobs when one fails", async () => {
    const clock = new FakeClock(at("2030-06-01T00:00:00Z"));
    const ran: string[] = [];
    const scheduler = startScheduler(t.deps, {
      clock,
      jobs: [
        {
          name: "broken",
          run: async () => {
            throw new Error("boom");
          },
        },
        {
          name: "fine",
          run: async () => {
            ran.push("fine");
            return 0;
          },
        },
      ],
    });
    await scheduler.tick();
    await scheduler.stop();
    expect(ran).toEqual(["fine"]);
  });
});
