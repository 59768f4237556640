// The route loaders, run as the server will run them: React Router's static handler over the app's
// real route table, with a QueryClient bound to an API that answers from the contract's examples.
// What a loader leaves in the cache is what the page renders from without a request of its own.
import {
  bindApiClient,
  campaignQueries,
  createApiClient,
  donationQueries,
  FEED_PAGE_SIZE,
  messageQueries,
  notificationQueries,
  postQueries,
  searchQueries,
  settingsQueries,
  staffQueries,
  userQueries,
} from "@causeway/api-client";
import {
  createMockFetch,
  createMockHandlers,
  type MockMode,
  type MockOverrides,
  mockExample as mockBody,
} from "@causeway/api-client/mocks";
import type { Locale } from "@causeway/i18n";
import { QueryClient } from "@tanstack/react-query";
import { createStaticHandler, type StaticHandlerContext } from "react-router";
import { describe, expect, it } from "vitest";
import { listPageQuery } from "../pages/campaign/CampaignListPage/CampaignListPage";
import { trendingPageQuery } from "../pages/campaign/CategoryPage/CategoryPage";
import {
  contentPageQuery,
  successStoriesQuery,
  successStoryQuery,
} from "../pages/content/content-queries";
import { provideLoaderDeps } from "./loader-context";
import { createRoutes } from "./routes";

const BASE = "https://causeway.test";

async function load(
  path: string,
  options: {
    token?: string;
    overrides?: MockOverrides;
    mode?: MockMode;
    wait?: boolean;
    /** The page's language, as the server chose it (content pages load their text in it). */
    locale?: Locale;
  } = {},
) {
  const requests: string[] = [];
  const answer = createMockFetch(
    createMockHandlers({ baseUrl: BASE, overrides: options.overrides, mode: options.mode ?? "ok" }),
  );
  const api = createApiClient({
    baseUrl: BASE,
    getToken: () => options.token ?? null,
    fetch: async (request) => {
      requests.push(new URL(request.url).pathname);
      return answer(request);
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  bindApiClient(queryClient, api);
  const handler = createStaticHandler(createRoutes());
  const result = await handler.query(new Request(`${BASE}${path}`), {
    requestContext: provideLoaderDeps({
      queryClient,
      token: () => options.token ?? null,
      waitForData: options.wait ?? true,
      ...(options.locale ? { locale: () => options.locale as Locale } : {}),
    })(),
  });
  return { result, queryClient, requests };
}

const cached = (client: QueryClient, key: readonly unknown[]) => client.getQueryData(key);

describe("route loaders", () => {
  it("a campaign page has its campaign in the cache before it renders", async () => {
    const { result, queryClient } = await load("/campaign/help-maria-walk-again");
    expect(result).not.toBeInstanceOf(Response);
    expect(
      cached(queryClient, campaignQueries.detail("help-maria-walk-again").queryKey),
    ).toMatchObject({
      url: expect.any(String),
      name: expect.any(String),
    });
  });

  it("the campaign's owner is sent to the dashboard by the loader, before any render", async () => {
    const { queryClient: probe } = await load("/campaign/help-maria-walk-again");
    const campaign = probe.getQueryData(
      campaignQueries.detail("help-maria-walk-again").queryKey,
    ) as {
      url: string;
      created_by: { id: number };
    };
    const { result } = await load("/campaign/help-maria-walk-again", {
      token: "owner-token",
      overrides: {
        getCurrentUser: () =>
          Response.json({ response: { ...exampleUser, id: campaign.created_by.id } }),
      },
    });
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).status).toBe(302);
    expect((result as Response).headers.get("Location")).toBe(
      `/campaign/${campaign.url}/dashboard`,
    );
  });

  it("another member stays on the campaign page, with their user in the cache", async () => {
    const { result, queryClient } = await load("/campaign/help-maria-walk-again", {
      token: "member-token",
      overrides: {
        getCurrentUser: () => Response.json({ response: { ...exampleUser, id: 987654 } }),
      },
    });
    expect(result).not.toBeInstanceOf(Response);
    expect(cached(queryClient, userQueries.me().queryKey)).toMatchObject({ id: 987654 });
  });

  it("a campaign page starts its first updates, donations and campaigns in favour, reading the campaign once", async () => {
    const { queryClient, requests } = await load("/campaign/help-maria-walk-again");
    const page = { offset: 0, limit: 8 };
    expect(cached(queryClient, postQueries.campaign(1042, page).queryKey)).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 9001 })]),
    );
    expect(cached(queryClient, campaignQueries.donations(1042, page).queryKey)).toMatchObject({
      donations: expect.any(Array),
    });
    expect(cached(queryClient, campaignQueries.inFavour(1042).queryKey)).toMatchObject({
      campaigns: expect.any(Array),
    });
    // Each read of the campaign counts a visit: the page reads it once.
    expect(requests.filter((path) => path === "/api/v2/campaign/fetch")).toHaveLength(1);
    expect(requests.filter((path) => /metric|documents/.test(path))).toEqual([]);
  });

  it("a member's campaign page reads the campaign once too, and the owner's starts nothing more", async () => {
    const member = await load("/campaign/help-maria-walk-again", {
      token: "member-token",
      overrides: {
        getCurrentUser: () => Response.json({ response: { ...exampleUser, id: 987654 } }),
      },
    });
    expect(member.requests.filter((path) => path === "/api/v2/campaign/fetch")).toHaveLength(1);
    expect(member.requests).toContain("/api/v2/campaign/1042/posts");
    const owner = await load("/campaign/help-maria-walk-again", { token: "owner-token" });
    expect(owner.result).toBeInstanceOf(Response);
    expect(owner.requests).not.toContain("/api/v2/campaign/1042/posts");
    expect(owner.requests).not.toContain("/api/v2/campaign/1042/donations");
  });

  it("an unknown campaign's page asks nothing beyond the campaign", async () => {
    const { requests } = await load("/campaign/no-such-campaign", {
      overrides: {
        fetchCampaign: () => Response.json({ code: 404, message: "Not found" }, { status: 404 }),
      },
    });
    expect(requests).toEqual(["/api/v2/campaign/fetch"]);
  });

  it("a guest on a member's page is sent to log in, with the way back", async () => {
    const { result, requests } = await load("/settings/general?tab=1");
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).headers.get("Location")).toBe(
      `/login?redirect=${encodeURIComponent("/settings/general?tab=1")}`,
    );
    // Nothing of the page was asked for.
    expect(requests).toEqual([]);
  });

  it("a guest on the owner's withdrawals is sent to the campaign page, before any render", async () => {
    const { result } = await load("/campaign/help-maria-walk-again/dashboard/withdraw?tab=2");
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).headers.get("Location")).toBe("/campaign/help-maria-walk-again");
  });

  it("another member on the owner's withdrawals is sent to the campaign page by the server", async () => {
    const { result } = await load("/campaign/help-maria-walk-again/dashboard/withdraw", {
      token: "member-token",
      overrides: {
        getCurrentUser: () => Response.json({ response: { ...exampleUser, id: 987654 } }),
      },
    });
    expect((result as Response).headers.get("Location")).toMatch(/^\/campaign\/[^/]+$/);
  });

  it("a guest on the dashboard is sent to log in first", async () => {
    const { result } = await load("/campaign/help-maria-walk-again/dashboard");
    expect((result as Response).headers.get("Location")).toBe(
      `/login?redirect=${encodeURIComponent("/campaign/help-maria-walk-again/dashboard")}`,
    );
  });

  it("the owner stays on their withdrawals, with the campaign in the cache", async () => {
    const { queryClient: probe } = await load("/campaign/help-maria-walk-again");
    const owner = (
      probe.getQueryData(campaignQueries.detail("help-maria-walk-again").queryKey) as {
        created_by: { id: number };
      }
    ).created_by.id;
    const { result, queryClient } = await load(
      "/campaign/help-maria-walk-again/dashboard/withdraw",
      {
        token: "owner-token",
        overrides: {
          getCurrentUser: () => Response.json({ response: { ...exampleUser, id: owner } }),
        },
      },
    );
    expect(result).not.toBeInstanceOf(Response);
    expect(
      cached(queryClient, campaignQueries.detail("help-maria-walk-again").queryKey),
    ).toBeDefined();
  });

  it("the guest home loads the featured campaigns and the categories together", async () => {
    const { queryClient } = await load("/");
    expect(cached(queryClient, campaignQueries.featured().queryKey)).toBeDefined();
    expect(cached(queryClient, campaignQueries.categories().queryKey)).toBeDefined();
  });

  it("a member's home loads the user and the first feed page", async () => {
    const { queryClient } = await load("/", { token: "member-token" });
    expect(cached(queryClient, userQueries.me().queryKey)).toBeDefined();
    expect(
      cached(queryClient, postQueries.feed({ offset: 0, limit: FEED_PAGE_SIZE }).queryKey),
    ).toBeDefined();
  });

  it("the campaign list loads the first page of the filter in the URL", async () => {
    const { queryClient } = await load("/campaign?name=maria&order=donated_amount");
    expect(cached(queryClient, listPageQuery("maria", "donated_amount")(0).queryKey)).toBeDefined();
  });

  it("in the browser a loader starts the queries and lets the page render at once", async () => {
    // The API never answers: a loader that waited would never let the page show its skeleton.
    const { result, queryClient } = await load("/campaign/categories/medical", {
      mode: "loading",
      wait: false,
    });
    expect(result).not.toBeInstanceOf(Response);
    expect(queryClient.getQueryState(campaignQueries.categories().queryKey)?.fetchStatus).toBe(
      "fetching",
    );
  });

  it("a category page loads the categories and its first trending page", async () => {
    const { queryClient } = await load("/campaign/categories/medical");
    expect(cached(queryClient, campaignQueries.categories().queryKey)).toBeDefined();
    expect(cached(queryClient, trendingPageQuery("category", "medical")(0).queryKey)).toBeDefined();
  });

  it("a guest on /campaign/create is sent to sign up, and brought back after", async () => {
    const { result, requests } = await load("/campaign/create?step=goal");
    expect((result as Response).headers.get("Location")).toBe(
      `/sign-up?redirect=${encodeURIComponent("/campaign/create?step=goal")}`,
    );
    expect(requests).toEqual([]);
  });

  it("a member's creation page has the categories and currencies before it renders", async () => {
    const { result, queryClient } = await load("/campaign/create", { token: "member-token" });
    expect(result).not.toBeInstanceOf(Response);
    expect(cached(queryClient, campaignQueries.categories().queryKey)).toBeDefined();
    expect(cached(queryClient, settingsQueries.currencies().queryKey)).toBeDefined();
    expect(cached(queryClient, userQueries.me().queryKey)).toBeDefined();
  });

  it("creating in favour of a campaign loads that campaign too", async () => {
    const { queryClient } = await load(
      "/campaign/create-in-favour?campaign=help-maria-walk-again",
      { token: "member-token" },
    );
    expect(
      cached(queryClient, campaignQueries.detail("help-maria-walk-again").queryKey),
    ).toBeDefined();
  });

  it("a guest on the share page logs in first", async () => {
    const { result } = await load("/creation/share?campaign=help-maria-walk-again");
    expect((result as Response).headers.get("Location")).toBe(
      `/login?redirect=${encodeURIComponent("/creation/share?campaign=help-maria-walk-again")}`,
    );
  });

  it.each(["edit-details", "edit-beneficent", "edit-documents", "dashboard/preview"])(
    "a guest on /campaign/:campaign/%s logs in first",
    async (page) => {
      const path = `/campaign/help-maria-walk-again/${page}`;
      const { result } = await load(path);
      expect((result as Response).headers.get("Location")).toBe(
        `/login?redirect=${encodeURIComponent(path)}`,
      );
    },
  );

  it.each(["edit-details", "edit-beneficent", "edit-documents", "dashboard/preview"])(
    "another member on /campaign/:campaign/%s goes to the campaign page",
    async (page) => {
      const { result } = await load(`/campaign/help-maria-walk-again/${page}`, {
        token: "member-token",
        overrides: {
          getCurrentUser: () => Response.json({ response: { ...exampleUser, id: 987654 } }),
        },
      });
      expect((result as Response).headers.get("Location")).toBe("/campaign/help-maria-walk-again");
    },
  );

  it("the owner stays on edit-details, with the categories and currencies in the cache", async () => {
    const { result, queryClient } = await load("/campaign/help-maria-walk-again/edit-details", {
      token: "owner-token",
      overrides: { getCurrentUser: () => Response.json({ response: { ...exampleUser, id: 42 } }) },
    });
    expect(result).not.toBeInstanceOf(Response);
    expect(cached(queryClient, campaignQueries.categories().queryKey)).toBeDefined();
    expect(cached(queryClient, settingsQueries.currencies().queryKey)).toBeDefined();
  });
});

const exampleUser = { id: 1, username: "someone", roles: ["ROLE_USER"] };

/** The signed-in user with these roles, for the staff console's loaders. */
const withRoles = (...roles: string[]) => ({
  getCurrentUser: () =>
    Response.json({ response: { ...exampleUser, name: "Staff", roles: ["ROLE_USER", ...roles] } }),
});

describe("the staff console's loaders (/admincp)", () => {
  it("send a guest to log in, with the way back, before anything of the console loads", async () => {
    const { result, requests } = await load("/admincp/withdrawals?page=2");
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).headers.get("Location")).toBe(
      `/login?redirect=${encodeURIComponent("/admincp/withdrawals?page=2")}`,
    );
    expect(requests).toEqual([]);
  });

  it("refuse a member without a staff role with a 403, and ask for none of the console's data", async () => {
    const { result, requests } = await load("/admincp", {
      token: "member-token",
      overrides: withRoles(),
    });
    expect(result).not.toBeInstanceOf(Response);
    const context = result as StaticHandlerContext;
    expect(context.statusCode).toBe(403);
    expect(requests.filter((path) => path.startsWith("/api/v2/admin/"))).toEqual([]);
  });

  it("give an admin the overview with the three queues' first pages in the cache", async () => {
    const { result, queryClient } = await load("/admincp", {
      token: "admin-token",
      overrides: withRoles("ROLE_ADMIN"),
    });
    expect((result as StaticHandlerContext).statusCode).toBe(200);
    for (const query of [
      staffQueries.campaigns(),
      staffQueries.bankAccounts(),
      staffQueries.withdrawals(),
    ]) {
      expect(cached(queryClient, query.queryKey)).toBeDefined();
    }
  });

  it("load the page and filter the URL names, for the list an admin opens", async () => {
    const { queryClient } = await load("/admincp/bank-accounts?state=REFUSED&page=2", {
      token: "admin-token",
      overrides: withRoles("ROLE_SUPER_ADMIN"),
    });
    expect(
      cached(queryClient, staffQueries.bankAccounts({ state: "REFUSED", offset: 10 }).queryKey),
    ).toBeDefined();
  });

  it("let a translator into the dictionaries and refuse them the withdrawals (403)", async () => {
    const translator = { token: "translator-token", overrides: withRoles("ROLE_TRANSLATOR") };
    const words = await load("/admincp/translations", translator);
    expect((words.result as StaticHandlerContext).statusCode).toBe(200);
    const money = await load("/admincp/withdrawals/311", translator);
    expect((money.result as StaticHandlerContext).statusCode).toBe(403);
    expect(money.requests).not.toContain("/api/v2/admin/withdrawals/311");
  });

  it("have one withdrawal with its campaign and owner in the cache for its page", async () => {
    const { queryClient } = await load("/admincp/withdrawals/311", {
      token: "admin-token",
      overrides: withRoles("ROLE_ADMIN"),
    });
    expect(cached(queryClient, staffQueries.withdrawal(311).queryKey)).toMatchObject({
      withdraw: { id: 311 },
      campaign: { id: 1042 },
    });
  });
});

describe("the social pages' loaders (issue 14, part 1)", () => {
  const postPath = "/campaign/help-maria-walk-again/first-week-of-rehabilitation";

  it("a post's page has the post and its first comments in the cache before it renders", async () => {
    const { result, queryClient } = await load(postPath);
    expect((result as StaticHandlerContext).statusCode).toBe(200);
    expect(
      cached(queryClient, postQueries.detail({ slug: "first-week-of-rehabilitation" }).queryKey),
    ).toMatchObject({ id: 9001, slug: "first-week-of-rehabilitation" });
    expect(
      cached(
        queryClient,
        postQueries.comments("first-week-of-rehabilitation", { offset: 0, limit: 8 }).queryKey,
      ),
    ).toEqual([expect.objectContaining({ id: 501 })]);
  });

  it("a post reached under another campaign's address is sent to its own", async () => {
    const { result } = await load("/campaign/another-campaign/first-week-of-rehabilitation");
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).status).toBe(302);
    expect((result as Response).headers.get("Location")).toBe(postPath);
  });

  it("a guest on /bookmarks is sent to log in, with the way back", async () => {
    const { result, requests } = await load("/bookmarks");
    expect((result as Response).status).toBe(302);
    expect((result as Response).headers.get("Location")).toBe("/login?redirect=%2Fbookmarks");
    expect(requests).not.toContain("/api/v2/post/bookmark");
  });

  it("a member's bookmarks page has its first page in the cache", async () => {
    const { queryClient } = await load("/bookmarks", { token: "member-token" });
    expect(
      cached(queryClient, postQueries.bookmarks({ offset: 0, limit: FEED_PAGE_SIZE }).queryKey),
    ).toEqual(expect.arrayContaining([expect.objectContaining({ id: 9001 })]));
  });

  it("a member's home loads their campaigns for the post creator and the sidebar", async () => {
    const { queryClient } = await load("/", { token: "member-token" });
    expect(
      cached(queryClient, campaignQueries.list({ created_by: 42, limit: 20, offset: 0 }).queryKey),
    ).toMatchObject({ campaigns: expect.any(Array) });
  });
});

describe("profiles and search (/{username}, /search, /campaign/search, /campaign/user/{id})", () => {
  const notFound = () => Response.json({ code: 404, message: "Not found" }, { status: 404 });

  it("a profile has its user, totals and first campaigns in the cache, by username", async () => {
    const { result, queryClient, requests } = await load("/maria.petrova");
    expect((result as StaticHandlerContext).statusCode).toBe(200);
    expect(requests).toContain("/api/v2/user/fetch/maria.petrova");
    expect(cached(queryClient, userQueries.profile("maria.petrova").queryKey)).toMatchObject({
      id: 42,
      username: "maria.petrova",
    });
    expect(cached(queryClient, userQueries.totalDonations(42).queryKey)).toBeDefined();
    expect(cached(queryClient, userQueries.totalEarned(42).queryKey)).toBeDefined();
    expect(
      cached(queryClient, campaignQueries.list({ created_by: 42, offset: 0, limit: 8 }).queryKey),
    ).toMatchObject({ campaigns: expect.any(Array) });
    // A personal member has no donations by cause; another tab's list is not asked.
    expect(requests).not.toContain("/api/v2/user/42/business-donation-categories");
    expect(requests).not.toContain("/api/v2/user/42/posts");
  });

  it("a profile's tab in the URL has its first page read, and a comment's post with it", async () => {
    const posts = await load("/maria.petrova?tab=posts");
    expect(
      cached(posts.queryClient, userQueries.posts(42, { offset: 0, limit: 8 }).queryKey),
    ).toEqual(expect.arrayContaining([expect.objectContaining({ id: 9001 })]));
    const comments = await load("/maria.petrova?tab=comments");
    expect(
      cached(comments.queryClient, userQueries.comments(42, { offset: 0, limit: 8 }).queryKey),
    ).toEqual([expect.objectContaining({ post_id: 9001 })]);
    expect(cached(comments.queryClient, postQueries.detail({ id: 9001 }).queryKey)).toBeDefined();
    const donations = await load("/maria.petrova?tab=donations");
    expect(
      cached(donations.queryClient, userQueries.donations(42, { offset: 0, limit: 8 }).queryKey),
    ).toMatchObject({ donations: expect.any(Array) });
  });

  it("a guest does not ask for the donations a member keeps private", async () => {
    const hidden = mockBody("getUser");
    const { requests } = await load("/maria.petrova?tab=donations", {
      overrides: {
        getUser: () =>
          Response.json({
            response: { ...hidden.response, donation_settings: { visibility: false } },
          }),
      },
    });
    expect(requests).not.toContain("/api/v2/user/42/donations");
    expect(requests).not.toContain("/api/v2/user/42/total-donations-amount");
    expect(requests).toContain("/api/v2/user/42/campaings-total-earned-amount");
  });

  it("an unknown user answers the 404 page with status 404, and nothing more is asked", async () => {
    const { result, requests } = await load("/nobody-here", {
      overrides: { getUser: notFound },
    });
    expect(result).not.toBeInstanceOf(Response);
    const context = result as StaticHandlerContext;
    expect(context.statusCode).toBe(404);
    expect(Object.values(context.errors ?? {})[0]).toMatchObject({ status: 404 });
    // The profile's own boundary draws it: inside the site's header and footer, not instead.
    const profile = context.matches.find((match) => match.route.path === ":username");
    expect(Object.keys(context.errors ?? {})).toEqual([profile?.route.id]);
    expect(requests).toEqual(["/api/v2/user/fetch/nobody-here"]);
  });

  it("a segment that cannot be a username is not found without asking the API", async () => {
    const { result, requests } = await load("/%3Cscript%3E");
    expect((result as StaticHandlerContext).statusCode).toBe(404);
    expect(requests).toEqual([]);
  });

  it.each(["/campaign", "/login", "/search", "/bookmarks", "/campaign/search"])(
    "%s wins over /{username}",
    async (path) => {
      const { requests } = await load(path);
      expect(requests.some((request) => request.startsWith("/api/v2/user/fetch/"))).toBe(false);
    },
  );

  it("in the browser a profile renders at once and decides not-found from the answer", async () => {
    const { result } = await load("/maria.petrova", { mode: "loading", wait: false });
    expect((result as StaticHandlerContext).statusCode).toBe(200);
  });

  it("/search loads the campaigns and people and the posts matching the words", async () => {
    const { queryClient, requests } = await load("/search?words=%20maria%20");
    expect(
      cached(
        queryClient,
        searchQueries.everything("maria", "users,campaigns", { offset: 0, limit: 8 }).queryKey,
      ),
    ).toMatchObject({ users: expect.any(Array), campaigns: expect.any(Array) });
    expect(
      cached(queryClient, searchQueries.posts("maria", { offset: 0, limit: 8 }).queryKey),
    ).toEqual(expect.any(Array));
    expect(requests.sort()).toEqual(["/api/v1/search", "/api/v2/search"]);
  });

  it("/search with a filter loads that kind only; without words nothing", async () => {
    const users = await load("/search?words=maria&filter=users");
    expect(
      cached(
        users.queryClient,
        searchQueries.everything("maria", "users", { offset: 0, limit: 8 }).queryKey,
      ),
    ).toBeDefined();
    expect(users.requests).toEqual(["/api/v2/search"]);
    const posts = await load("/search?words=maria&filter=posts");
    expect(posts.requests).toEqual(["/api/v1/search"]);
    const empty = await load("/search?words=%20%20");
    expect(empty.requests).toEqual([]);
  });

  it("/campaign/search loads the campaigns matching the words", async () => {
    const { queryClient } = await load("/campaign/search?words=maria");
    expect(
      cached(
        queryClient,
        searchQueries.everything("maria", "campaigns", { offset: 0, limit: 8 }).queryKey,
      ),
    ).toMatchObject({ campaigns: expect.any(Array) });
  });

  it("/campaign/user/{id} loads the user and their campaigns together", async () => {
    const { queryClient, requests } = await load("/campaign/user/42");
    expect(cached(queryClient, userQueries.profile(42).queryKey)).toMatchObject({ id: 42 });
    expect(
      cached(queryClient, campaignQueries.list({ created_by: 42, offset: 0, limit: 8 }).queryKey),
    ).toBeDefined();
    expect(requests.sort()).toEqual(["/api/v2/campaign", "/api/v2/user/fetch/42"]);
  });

  it("/campaign/user/{id} of nobody, or of no id, is not found (404)", async () => {
    const unknown = await load("/campaign/user/999999", { overrides: { getUser: notFound } });
    const context = unknown.result as StaticHandlerContext;
    expect(context.statusCode).toBe(404);
    const page = context.matches.find((match) => match.route.path === "campaign/user/:userId");
    expect(Object.keys(context.errors ?? {})).toEqual([page?.route.id]);
    const notAnId = await load("/campaign/user/maria");
    expect((notAnId.result as StaticHandlerContext).statusCode).toBe(404);
    expect(notAnId.requests).toEqual([]);
  });
});

describe("messages, notifications and the sign-up completion (issue 14, part 3)", () => {
  const member = { token: "member-token" };
  const location = (result: unknown) => (result as Response).headers.get("Location");

  it("a guest on /messages, a thread or /notifications is sent to log in, with the way back", async () => {
    for (const path of ["/messages", "/messages/88", "/notifications"]) {
      const { result, requests } = await load(path);
      expect((result as Response).status).toBe(302);
      expect(location(result)).toBe(`/login?redirect=${encodeURIComponent(path)}`);
      expect(requests).toEqual([]);
    }
  });

  it("a member's /messages has the first page of conversations in the cache", async () => {
    const { result, queryClient } = await load("/messages", member);
    expect((result as StaticHandlerContext).statusCode).toBe(200);
    expect(
      cached(queryClient, messageQueries.conversations({ offset: 0, limit: 25 }).queryKey),
    ).toEqual(expect.arrayContaining([expect.objectContaining({ id: 88, unseen: 2 })]));
  });

  it("a thread by id has the other member and the newest messages, asked side by side", async () => {
    const { queryClient, requests } = await load("/messages/88", member);
    expect(requests).toEqual(
      expect.arrayContaining(["/api/v2/user/fetch/88", "/api/v1/messages/88"]),
    );
    expect(cached(queryClient, userQueries.profile("88").queryKey)).toBeDefined();
    expect(
      cached(queryClient, messageQueries.thread(88, { offset: 0, limit: 25 }).queryKey),
    ).toEqual(expect.arrayContaining([expect.objectContaining({ message: expect.any(String) })]));
  });

  it("a thread by username reads the member first, then their messages by id", async () => {
    const { queryClient, requests } = await load("/messages/maria.petrova", member);
    expect(requests.indexOf("/api/v2/user/fetch/maria.petrova")).toBeGreaterThanOrEqual(0);
    // The mock's profile is user 42.
    expect(
      cached(queryClient, messageQueries.thread(42, { offset: 0, limit: 25 }).queryKey),
    ).toBeDefined();
  });

  it("a member's /notifications has its first page of 8 with the counters in the cache", async () => {
    const { queryClient } = await load("/notifications", member);
    expect(
      cached(queryClient, notificationQueries.list({ offset: 0, limit: 8 }).queryKey),
    ).toMatchObject({ notifications: expect.any(Array), meta: { total: expect.any(Number) } });
  });

  it("a member who has not completed the sign-up is sent to complete it from any page", async () => {
    const probe = await load("/bookmarks", member);
    const me = cached(probe.queryClient, userQueries.me().queryKey) as Record<string, unknown>;
    const incomplete = {
      ...member,
      overrides: { getCurrentUser: { response: { ...me, register_step: 1 } } } as MockOverrides,
    };
    for (const path of ["/", "/campaign/help-maria-walk-again", "/messages", "/campaign?page=2"]) {
      const { result } = await load(path, incomplete);
      expect((result as Response).status).toBe(302);
      expect(location(result)).toBe(
        path === "/" ? "/sign-up/details" : `/sign-up/details?redirect=${encodeURIComponent(path)}`,
      );
    }
    // The completion itself, logging out and in, and the e-mail link stay open.
    for (const path of ["/sign-up/details", "/logout", "/login", "/email-verification/abc123"]) {
      const { result } = await load(path, incomplete);
      expect(result).not.toBeInstanceOf(Response);
    }
    // A complete member and a guest stay where they are.
    expect((await load("/messages", member)).result).not.toBeInstanceOf(Response);
    expect((await load("/campaign")).result).not.toBeInstanceOf(Response);
  });

  it("in the browser the completion is decided by the guard, not by a waiting loader", async () => {
    const { result, requests } = await load("/campaign", {
      ...member,
      wait: false,
      overrides: { getCurrentUser: () => new Promise<Response>(() => {}) },
    });
    expect(result).not.toBeInstanceOf(Response);
    expect(requests).not.toContain("/api/v2/user");
  });
});

describe("content pages", () => {
  it("a content page has its text, in the page's language, in the cache before it renders", async () => {
    const { result, queryClient, requests } = await load("/terms?lang=de", { locale: "de" });
    expect(result).not.toBeInstanceOf(Response);
    expect(cached(queryClient, contentPageQuery("terms", "de").queryKey)).toMatchObject({
      heading: "Nutzungsbedingungen",
    });
    // Its own text only, and nothing asked of the API.
    expect(cached(queryClient, contentPageQuery("terms", "en").queryKey)).toBeUndefined();
    expect(requests).toEqual([]);
  });

  it("the success stories have their list, and a story its text", async () => {
    const list = await load("/success-stories", { locale: "en" });
    expect(cached(list.queryClient, successStoriesQuery("en").queryKey)).toMatchObject({
      stories: expect.arrayContaining([
        expect.objectContaining({ id: "flood-relief-tarifa", campaign: "flood-relief-tarifa" }),
      ]),
    });
    const story = await load("/success-stories/guide-dog-lyon", { locale: "en" });
    expect(
      cached(story.queryClient, successStoryQuery("guide-dog-lyon", "en").queryKey),
    ).toMatchObject({ heading: "A guide dog for Camille", campaign: null });
  });

  it("a story nobody told is a 404, before any render", async () => {
    const { result } = await load("/success-stories/no-such-story");
    expect(result).not.toBeInstanceOf(Response);
    expect((result as StaticHandlerContext).statusCode).toBe(404);
  });

  it("a member's contact page knows who writes (the form fills in their name and address)", async () => {
    const { queryClient } = await load("/contact", { token: "member-token", locale: "en" });
    expect(cached(queryClient, userQueries.me().queryKey)).toMatchObject({
      id: expect.any(Number),
    });
    expect(cached(queryClient, contentPageQuery("contact", "en").queryKey)).toMatchObject({
      heading: "Contact us",
    });
  });

  it("a campaign's short link answers a 302 to the campaign, before any render", async () => {
    const { result, requests } = await load("/help/mrw42");
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).status).toBe(302);
    expect((result as Response).headers.get("Location")).toBe("/campaign/help-maria-walk-again");
    expect(requests).toEqual(["/api/v2/campaign/fetch"]);
  });

  it("a short code no campaign has is a 404", async () => {
    const { result } = await load("/help/nothing", {
      overrides: {
        fetchCampaign: () => Response.json({ code: 404, message: "Not found." }, { status: 404 }),
      },
    });
    expect(result).not.toBeInstanceOf(Response);
    expect((result as StaticHandlerContext).statusCode).toBe(404);
  });
});

describe("the checkout return (/campaign/{c}/checkout?payment_id=…)", () => {
  const payment = "pi_3QbX2eLkdIwHu7ix0Yt8aZQe";

  it("has the donation found by the provider's payment id in the cache, for a guest too", async () => {
    const { result, queryClient, requests } = await load(
      `/campaign/help-maria-walk-again/checkout?payment_id=${payment}&status=PROCESSED`,
    );
    expect(result).not.toBeInstanceOf(Response);
    expect(cached(queryClient, donationQueries.byPayment(payment).queryKey)).toMatchObject({
      payment_status: "PROCESSED",
      campaign: { url: "help-maria-walk-again" },
    });
    expect(requests).toContain(`/api/v2/donation/payment/${payment}`);
  });

  it("asks nothing without a payment id, or with one that cannot be a payment id", async () => {
    for (const query of ["", "?donation=90211", "?payment_id=a.b", "?payment_id="]) {
      const { requests } = await load(`/campaign/help-maria-walk-again/checkout${query}`);
      expect(requests.filter((path) => path.startsWith("/api/v2/donation"))).toEqual([]);
    }
  });
});
