// Messages and notifications as people use them (issue 14, part 3), on the real server over the
// built site, with two people in two browser contexts. The owner of "Help Maria's son walk again"
// (maria.petrova) sits on her feed with her badges read; another member (ion.popescu) writes to
// her and gives to her campaign by card. Without a reload her messages badge and her bell count
// them; she opens the conversation (the badge falls to zero, the conversation is read), answers,
// and Ion sees the answer arrive in his open thread; she opens the bell's page (it falls to zero),
// finds the donation's notification first and unread, and it leads to her dashboard. A guest's
// pages never load the socket client; a member with an unfinished sign-up is sent to finish it.
// Issue 25: a new follower of her campaign and karma on her post ring her bell without a reload,
// the karma of two members as one notification, each leading where it is about.
// Any console error or CSP violation fails the journey; axe runs on each page.
import type { Page } from "playwright";
import { describe, expect, it } from "vitest";
import { axeViolations, journeyFile, payWithCard } from "./site";

const site = journeyFile();
const CAMPAIGN = "/campaign/help-maria-walk-again";

async function dismissCookies(page: Page) {
  const dismiss = page.getByRole("button", { name: "Got it" });
  if (await dismiss.isVisible()) await dismiss.click();
}

async function logIn(page: Page, username: string, landing = "/") {
  await page.goto("/login");
  // The page is the server's until the app has hydrated it: type once it is the app's.
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Username or e-mail").fill(username);
  await page.getByLabel(/^Password/).fill("causeway-demo");
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL((url) => url.pathname === landing);
  await dismissCookies(page);
}

/** The header's two live links, by the start of their names (the count follows). */
const messagesIcon = (page: Page) => page.getByRole("link", { name: /^Messages/ }).first();
const bell = (page: Page) => page.getByRole("link", { name: /^Notifications/ }).first();

async function nameOf(page: Page, link: ReturnType<typeof messagesIcon>) {
  return (await link.getAttribute("aria-label")) ?? "";
}

/** Waits until the link's accessible name is `name` (the counts arrive on their own). */
async function waitForName(page: Page, link: ReturnType<typeof messagesIcon>, name: string) {
  await expect.poll(() => nameOf(page, link), { timeout: 15_000, interval: 200 }).toBe(name);
}

/** A card donation by a signed-in member through the sandbox's payment page. */
async function donate(page: Page, amount: string) {
  await page.goto(`${CAMPAIGN}/donate`);
  await page.waitForLoadState("networkidle");
  await page.getByRole("textbox", { name: "Other amount (EUR)" }).fill(amount);
  await page.getByText("Card (Stripe)", { exact: true }).click();
  await page.getByRole("button", { name: /^Donate/ }).click();
  await page.waitForURL(/\/sandbox\/pay\//);
  await payWithCard(page);
  await page.waitForURL(
    (url) =>
      url.pathname === `${CAMPAIGN}/checkout` && url.searchParams.get("status") === "PROCESSED",
  );
}

describe("a member writes to a campaign's owner and gives to her campaign", () => {
  it("the owner sees the message and the notification arrive without a reload, opens them, and the badges fall to zero", async () => {
    const owner = await site.guest();
    const member = await site.another();
    const sockets: string[] = [];
    owner.page.on("websocket", (socket) => sockets.push(new URL(socket.url()).pathname));

    // Maria reads what the demo world left her, so that her badges start at zero.
    await logIn(owner.page, "maria.petrova");
    await messagesIcon(owner.page).click();
    await owner.page.waitForURL(`${site.url}/messages`);
    await waitForName(owner.page, messagesIcon(owner.page), "Messages");
    await bell(owner.page).click();
    await owner.page.waitForURL(`${site.url}/notifications`);
    await waitForName(owner.page, bell(owner.page), "Notifications");
    // Back to her feed through the site (no page load), marked to tell a reload.
    await owner.page.getByRole("link", { name: "Causeway home" }).first().click();
    await owner.page.waitForURL(`${site.url}/`);
    await owner.page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await expect.poll(() => sockets.includes("/socket.io/")).toBe(true);

    // Ion writes to her from his side of the conversation (by her username).
    await logIn(member.page, "ion.popescu");
    await member.page.goto("/messages/maria.petrova");
    await member.page.waitForLoadState("networkidle");
    await member.page.getByRole("heading", { level: 1, name: "Мария Петрова" }).waitFor();
    const box = member.page.getByRole("textbox", { name: "Message to Мария Петрова" });
    await box.fill("Hello Maria! <b>Can I help</b> at the run on Saturday?");
    await box.press("Enter");
    const ionsLog = member.page.getByRole("region", { name: "Conversation with Мария Петрова" });
    await ionsLog.getByText("Hello Maria! <b>Can I help</b> at the run on Saturday?").waitFor();
    // The message shows as sent at once; the box empties when the server has it.
    await expect.poll(() => box.inputValue()).toBe("");
    expect(await axeViolations(member.page)).toEqual([]);

    // Her messages badge counts it, without a reload.
    await waitForName(owner.page, messagesIcon(owner.page), "Messages, 1 unread");

    // Ion gives €12.50 to her campaign: her bell counts the donation's notification.
    await donate(member.page, "12.50");
    await waitForName(owner.page, bell(owner.page), "Notifications, 1 new");
    expect(
      await owner.page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed),
    ).toBe(true);

    // Ion is back in the conversation, waiting for her answer.
    await member.page.goto("/messages/maria.petrova");
    await member.page.waitForLoadState("networkidle");
    await ionsLog.getByText("at the run on Saturday?", { exact: false }).waitFor();

    // She opens her messages: the badge falls to zero, Ion's conversation is first and unread.
    await messagesIcon(owner.page).click();
    await owner.page.waitForURL(`${site.url}/messages`);
    await waitForName(owner.page, messagesIcon(owner.page), "Messages");
    const conversations = owner.page.getByRole("list", { name: "Conversations" });
    const first = conversations.getByRole("link").first();
    await expect.poll(() => first.textContent()).toContain("Ion Popescu");
    expect(await first.textContent()).toContain("1 unread");
    const ion = conversations.getByRole("link", { name: /Ion Popescu/ });
    expect(await axeViolations(owner.page)).toEqual([]);
    await ion.click();
    await owner.page.waitForURL(/\/messages\/\d+$/);
    const mariasLog = owner.page.getByRole("region", { name: "Conversation with Ion Popescu" });
    // What he wrote is text: the markup shows as typed.
    await mariasLog.getByText("Hello Maria! <b>Can I help</b> at the run on Saturday?").waitFor();
    expect(await mariasLog.locator("b").count()).toBe(0);
    // The page has settled: her answer box is there, named for him.
    await owner.page.getByRole("textbox", { name: "Message to Ion Popescu" }).waitFor();
    expect(await axeViolations(owner.page)).toEqual([]);
    // Opened, the conversation is read: back on the list it has no unread count.
    await owner.page.getByRole("link", { name: "All messages" }).click();
    await owner.page.waitForURL(`${site.url}/messages`);
    await expect.poll(() => ion.textContent()).not.toContain("unread");
    await ion.click();
    await owner.page.waitForURL(/\/messages\/\d+$/);

    // She answers; Ion's open thread shows it without a reload.
    const answer = owner.page.getByRole("textbox", { name: "Message to Ion Popescu" });
    await answer.fill("Thank you, Ion! See you at 10 at the harbour.");
    await answer.press("Enter");
    await mariasLog.getByText("Thank you, Ion! See you at 10 at the harbour.").waitFor();
    await ionsLog.getByText("Thank you, Ion! See you at 10 at the harbour.").waitFor();

    // She opens the bell's page: it falls to zero; the donation's notification is first, unread.
    await bell(owner.page).click();
    await owner.page.waitForURL(`${site.url}/notifications`);
    await waitForName(owner.page, bell(owner.page), "Notifications");
    const notifications = owner.page.getByRole("list", { name: "Your notifications" });
    const donation = notifications.getByRole("link").first();
    await expect
      .poll(() => donation.textContent())
      .toMatch(
        /^Unread: Your campaign received a new donation\.Help Maria's son walk again · €12\.50/,
      );
    expect(await donation.getAttribute("href")).toBe(`${CAMPAIGN}/dashboard`);
    expect(await axeViolations(owner.page)).toEqual([]);
    await donation.click();
    await owner.page.waitForURL(`${site.url}${CAMPAIGN}/dashboard`);
    // Read now: back on the page it no longer stands out.
    await owner.page.goBack();
    await owner.page.waitForURL(`${site.url}/notifications`);
    await expect
      .poll(() => notifications.getByRole("link").first().textContent())
      .not.toMatch(/^Unread/);
    await waitForName(owner.page, messagesIcon(owner.page), "Messages");
    await waitForName(owner.page, bell(owner.page), "Notifications");
  }, 120_000);
});

/** A member's token, for a journey's set-up done through the API rather than the screen. */
async function tokenOf(page: Page, username: string): Promise<string> {
  const reply = await page.request.post("/api/v2/auth", {
    data: { username, password: "causeway-demo" },
  });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { response: { token: string } }).response.token;
}

describe("what members do with the owner's campaign and posts (issue 25)", () => {
  it("a new follower and karma on her post ring her bell, grouped, and lead to the dashboard and the post", async () => {
    const owner = await site.guest();
    const member = await site.another();
    // Maria with her bell read, on her feed.
    await logIn(owner.page, "maria.petrova");
    await bell(owner.page).click();
    await owner.page.waitForURL(`${site.url}/notifications`);
    await waitForName(owner.page, bell(owner.page), "Notifications");
    await owner.page.getByRole("link", { name: "Causeway home" }).first().click();
    await owner.page.waitForURL(`${site.url}/`);

    // Zöld Jövő follows her campaign from its page.
    await logIn(member.page, "zold-jovo");
    await member.page.goto(CAMPAIGN);
    await member.page.waitForLoadState("networkidle");
    await member.page.getByRole("button", { name: "Follow", exact: true }).click();
    await waitForName(owner.page, bell(owner.page), "Notifications, 1 new");

    // Ion and Anna give karma to her post about the therapy (through the API).
    const campaign = (await (
      await member.page.request.get("/api/v2/campaign/fetch?slug=help-maria-walk-again")
    ).json()) as { response: { id: number } };
    const posts = (await (
      await member.page.request.get(`/api/v2/campaign/${campaign.response.id}/posts?limit=50`)
    ).json()) as { response: { posts: { slug: string; content: string }[] } };
    const therapy = posts.response.posts.find((p) => p.content.includes("first month of therapy"));
    expect(therapy).toBeDefined();
    for (const who of ["ion.popescu", "anna.nowak"]) {
      const karma = await member.page.request.post(`/api/v2/post/${therapy?.slug}/karma`, {
        headers: { Authorization: `Bearer ${await tokenOf(member.page, who)}` },
      });
      expect(karma.status()).toBe(200);
    }
    // One more notification, not two: the karma is grouped.
    await waitForName(owner.page, bell(owner.page), "Notifications, 2 new");

    await bell(owner.page).click();
    await owner.page.waitForURL(`${site.url}/notifications`);
    await waitForName(owner.page, bell(owner.page), "Notifications");
    const links = owner.page.getByRole("list", { name: "Your notifications" }).getByRole("link");
    await expect
      .poll(() => links.first().textContent())
      .toMatch(/^Unread: Anna Nowak and 1 other person gave karma to your post\./);
    expect(await links.nth(1).textContent()).toMatch(
      /^Unread: Zöld Jövő Kft\. followed your campaign\.Help Maria's son walk again/,
    );
    expect(await links.nth(1).getAttribute("href")).toBe(`${CAMPAIGN}/dashboard`);
    expect(await links.first().getAttribute("href")).toBe(`${CAMPAIGN}/${therapy?.slug}`);
    expect(await axeViolations(owner.page)).toEqual([]);
    await links.first().click();
    await owner.page.waitForURL(`${site.url}${CAMPAIGN}/${therapy?.slug}`);
  }, 120_000);
});

describe("who gets the live connection", () => {
  it("a guest's pages load no socket client and open no socket; a member's do, after the page", async () => {
    const guest = await site.guest();
    const scripts: string[] = [];
    const sockets: string[] = [];
    guest.page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    guest.page.on("websocket", (socket) => sockets.push(socket.url()));
    await guest.page.goto("/");
    await guest.page.waitForLoadState("networkidle");
    await guest.page.goto("/campaign");
    await guest.page.waitForLoadState("networkidle");
    expect(scripts.some((path) => /socket-io-|\/live-/.test(path))).toBe(false);
    expect(sockets).toEqual([]);

    await logIn(guest.page, "lucia.garcia");
    await expect
      .poll(() => scripts.some((path) => /socket-io-/.test(path)), { timeout: 15_000 })
      .toBe(true);
    await expect.poll(() => sockets.length, { timeout: 15_000 }).toBeGreaterThan(0);
  }, 60_000);

  it("a guest on /messages or /notifications is sent to log in and brought back", async () => {
    const { page } = await site.guest();
    await page.goto("/notifications");
    await page.waitForURL(`${site.url}/login?redirect=%2Fnotifications`);
    await page.waitForLoadState("networkidle");
    await page.getByLabel("Username or e-mail").fill("lucia.garcia");
    await page.getByLabel(/^Password/).fill("causeway-demo");
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL(`${site.url}/notifications`);
    await page.getByRole("heading", { level: 1, name: "Notifications" }).waitFor();
  }, 60_000);
});

describe("an unfinished sign-up", () => {
  it("is finished first, whichever page the member opens", async () => {
    const { page } = await site.guest();
    await logIn(page, "new.member", "/sign-up/details");
    // Opening another page (a link, an address typed) leads back to the completion, with the way on.
    await page.goto("/campaign");
    await page.waitForURL(`${site.url}/sign-up/details?redirect=%2Fcampaign`);
    await page.getByRole("heading", { level: 1, name: "Tell us about yourself" }).waitFor();
    await page.goto("/messages");
    await page.waitForURL(`${site.url}/sign-up/details?redirect=%2Fmessages`);
    expect(await axeViolations(page)).toEqual([]);
  }, 60_000);
});
