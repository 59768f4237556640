// "Most raised" compares campaigns in one currency (issue 10): what each raised is converted to
// the payout currency at today's rate (currencies.rate_to_payout_micros) before ordering, so
// HUF 1,700,000 (about €4,250) no longer comes above $25,000 (about €23,000).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./helpers";

let t: TestServer;
const HUF = 7;
const USD = 4;

beforeAll(async () => {
  t = await startTestServer();
  const owner = await t.signup("owner");
  // Amounts are minor units (major × 100): HUF 1,700,000 and $25,000.
  await t.campaign(owner.id, { name: "Ordering forint", currency: HUF, donations: [170_000_000] });
  await t.campaign(owner.id, { name: "Ordering dollar", currency: USD, donations: [2_500_000] });
}, 60_000);
afterAll(async () => {
  await t?.destroy();
});

const names = (reply: { body: { response: { campaigns: { name: string }[] } } }) =>
  reply.body.response.campaigns.map((campaign) => campaign.name);

describe("most raised, across currencies", () => {
  it("the campaign list ordered by donated_amount puts $25,000 above HUF 1,700,000", async () => {
    const reply = await t.call("GET", "/api/v2/campaign?order_by=donated_amount&name=Ordering");
    expect(reply.status).toBe(200);
    expect(names(reply)).toEqual(["Ordering dollar", "Ordering forint"]);
    // The amounts shown stay each campaign's own.
    expect(
      reply.body.response.campaigns.map((c: { donated_amount: number }) => c.donated_amount),
    ).toEqual([2_500_000, 170_000_000]);
  });

  it("so does the top of the campaigns", async () => {
    const reply = await t.call("GET", "/api/v2/campaign-top");
    expect(names(reply).filter((name) => name.startsWith("Ordering"))).toEqual([
      "Ordering dollar",
      "Ordering forint",
    ]);
  });
});
