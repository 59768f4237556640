/**
 * Issue 28: notifications that are also e-mailed, in the member's language; the kinds a member
 * chooses carry RFC 8058's one-click unsubscribe, and a kind turned off is not sent.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notify } from "../src/services/notify";
import { startTestServer, type TestServer } from "./helpers";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

const mails = (to: string) =>
  t.deps.db
    .selectFrom("email_outbox")
    .select(["template", "subject", "body", "html", "headers"])
    .where("to_address", "=", to)
    .where("template", "like", "notification:%")
    .orderBy("id")
    .execute();

const headersOf = (row: { headers: unknown }) =>
  (typeof row.headers === "string" ? JSON.parse(row.headers) : row.headers) as Record<
    string,
    string
  >;

describe("notification e-mails", () => {
  it("e-mails an account event always, with no unsubscribe, and keeps the bell's own kinds in the bell", async () => {
    const owner = await t.signup("owner.events");
    await notify(t.deps.db, owner.id, "CAMPAIGN_VERIFIED", { campaign_id: 1 });
    await notify(t.deps.db, owner.id, "POST_KARMA", { post_id: 1 });
    const rows = await mails(owner.email);
    expect(rows.map((r) => [r.template, r.subject])).toEqual([
      ["notification:CAMPAIGN_VERIFIED", "Your campaign has been verified."],
    ]);
    expect(rows[0]?.body).toContain("http://localhost:3000/notifications");
    expect(rows[0]?.html).toContain('href="http://localhost:3000/notifications"');
    expect(rows[0]?.html).not.toContain("/unsubscribe");
    expect(headersOf(rows[0] as { headers: unknown })).toEqual({});
  });

  it("writes in the member's language", async () => {
    const owner = await t.signup("owner.bg");
    await t.deps.db
      .updateTable("users")
      .set({ language: "bg" })
      .where("id", "=", owner.id)
      .execute();
    await notify(t.deps.db, owner.id, "BANK_ACCOUNT_APPROVED", {});
    const [row] = await mails(owner.email);
    expect(row?.subject).toBe("Банковата ви сметка е одобрена.");
    expect(row?.body).toContain("Вижте го в Causeway: http://localhost:3000/notifications");
  });

  it("stops a chosen kind through the e-mail's one-click unsubscribe, and sends no more of it", async () => {
    const owner = await t.signup("owner.weekly");
    await notify(t.deps.db, owner.id, "CAMPAIGN_WEEKLY_STATISTICS", { campaign_id: 1 });
    const [row] = await mails(owner.email);
    const headers = headersOf(row as { headers: unknown });
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const link = headers["List-Unsubscribe"]?.match(/^<(.+)>$/)?.[1] ?? "";
    const url = new URL(link);
    expect(url.pathname).toBe("/unsubscribe");
    expect(url.searchParams.get("template")).toBe("weekly_statistics");
    expect(row?.body).toContain(link);

    // A forged checksum is refused and changes nothing.
    const forged = new URLSearchParams(url.search);
    forged.set("checksum", "0".repeat(32));
    const oneClick = { "content-type": "application/x-www-form-urlencoded" };
    const refused = await t.call("POST", `/unsubscribe?${forged}`, {
      headers: oneClick,
      raw: "List-Unsubscribe=One-Click",
    });
    expect(refused.status).toBe(403);
    await notify(t.deps.db, owner.id, "CAMPAIGN_WEEKLY_STATISTICS", { campaign_id: 1 });
    expect(await mails(owner.email)).toHaveLength(2);

    // The mail client's one click.
    const done = await t.call("POST", `${url.pathname}${url.search}`, {
      headers: oneClick,
      raw: "List-Unsubscribe=One-Click",
    });
    expect(done.status).toBe(200);
    await notify(t.deps.db, owner.id, "CAMPAIGN_WEEKLY_STATISTICS", { campaign_id: 1 });
    await notify(t.deps.db, owner.id, "CAMPAIGN_MONTHLY_STATISTICS", { campaign_id: 1 });
    const after = await mails(owner.email);
    expect(after.map((r) => r.template)).toEqual([
      "notification:CAMPAIGN_WEEKLY_STATISTICS",
      "notification:CAMPAIGN_WEEKLY_STATISTICS",
      "notification:CAMPAIGN_MONTHLY_STATISTICS",
    ]);
    const settings = await t.call("GET", "/api/v2/notifications/email/subscriptions", {
      token: owner.token,
    });
    expect(settings.body.response.types).toContainEqual({
      type: "weekly_statistics",
      subscribed: false,
    });
  });
});
