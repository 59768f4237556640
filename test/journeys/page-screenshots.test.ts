// The main pages of the built site, whole, on a phone (390 px, touch) and a desktop (1280 px),
// compared with their approved screenshots (issue 32): a change to a page's layout fails here and
// is reviewed like a story's, with `npm run review` (test/journeys/page-shot.ts). The demo world
// is the seed's; the one thing pinned is the dates, which follow the day the server starts.
import type { BrowserContextOptions } from "playwright";
import { beforeAll, describe, expect, it } from "vitest";
import { TOKEN_COOKIE } from "../../apps/web/src/app/session/token";
import { pageShot, watchParts } from "./page-shot";
import { journeyFile } from "./site";

const site = journeyFile();
const CAMPAIGN = "help-maria-walk-again";
/** The campaign's first update, read from the running server. */
let post = "";

beforeAll(async () => {
  const campaign = (
    await (await fetch(`${site.url}/api/v2/campaign/fetch?slug=${CAMPAIGN}`)).json()
  ).response;
  const posts = (await (await fetch(`${site.url}/api/v2/campaign/${campaign.id}/posts`)).json())
    .response;
  post = (posts.posts ?? posts)[0]?.slug ?? "";
  expect(post).not.toBe("");
});

const SCREENS: Record<string, BrowserContextOptions> = {
  "390px": { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  "1280px": { viewport: { width: 1280, height: 800 } },
};

/** Each page, who looks at it (a guest, the campaign's owner, an admin) and its heading. */
const PAGES: { name: string; path: () => string; as?: string; heading: RegExp }[] = [
  { name: "home", path: () => "/", heading: /./ },
  { name: "campaign", path: () => `/campaign/${CAMPAIGN}`, heading: /Help Maria.s son/ },
  { name: "donate", path: () => `/campaign/${CAMPAIGN}/donate`, heading: /Help Maria.s son/ },
  { name: "post", path: () => `/campaign/${CAMPAIGN}/${post}`, heading: /First week/ },
  { name: "profile", path: () => "/maria.petrova", heading: /Мария Петрова/ },
  {
    name: "withdraw",
    path: () => `/campaign/${CAMPAIGN}/dashboard/withdraw`,
    as: "maria.petrova",
    heading: /Withdrawals/,
  },
  { name: "admincp", path: () => "/admincp", as: "admin", heading: /Staff console/ },
];

describe.each(Object.entries(SCREENS))("at %s", (width, screen) => {
  it.each(PAGES)("$name looks as approved", async ({ name, path, as, heading }) => {
    const { context, page } = await site.guest({ ...screen, reducedMotion: "reduce" });
    // The cookie notice is acknowledged: it is a story of its own and would cover the page.
    const cookies = [{ name: "cw_notice", value: "1", url: site.url }];
    if (as) {
      const answer = await context.request.post("/api/v2/auth", {
        data: { username: as, password: "causeway-demo" },
      });
      expect(answer.status()).toBe(200);
      const token: string = (await answer.json()).response.token;
      cookies.push({ name: TOKEN_COOKIE, value: encodeURIComponent(token), url: site.url });
    }
    await context.addCookies(cookies);
    await watchParts(page);
    const response = await page.goto(path());
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toMatch(heading);
    const shot = await pageShot(page, import.meta.filename, `${name}-${width}`);
    expect(shot.failure).toBeNull();
  });
});
