import { QueryClient } from "@tanstack/react-query";
import { getResponse } from "msw";
import { describe, expect, it } from "vitest";
import { createApiClient } from "../client/create-api-client";
import { createMockHandlers } from "../mocks/handlers";
import { accountQueries } from "./account";
import { bankAccountQueries } from "./bank-accounts";
import { bindApiClient } from "./binding";
import { campaignQueries } from "./campaigns";
import { donationQueries } from "./donations";
import { messageQueries } from "./messages";
import { notificationQueries } from "./notifications";
import { postQueries } from "./posts";
import { searchQueries } from "./search";
import { settingsQueries } from "./settings";
import { signupQueries } from "./signup";
import { staffQueries } from "./staff";
import { userQueries } from "./users";
import { withdrawQueries } from "./withdrawals";

// Every query factory, run end to end against the contract's mock answers: the request reaches
// an operation of the contract and the factory unwraps its envelope to a value.
const from = 1761955200;
const to = 1763769600;
const factories = {
  "campaign.list": campaignQueries.list({ created_by: 42, limit: 20 }),
  "campaign.top": campaignQueries.top(),
  "campaign.trending": campaignQueries.trending(),
  "campaign.trendingByCategory": campaignQueries.trendingByCategory({ category: "health" }),
  "campaign.featured": campaignQueries.featured(),
  "campaign.detail": campaignQueries.detail("help-maria-walk-again"),
  "campaign.byId": campaignQueries.byId(1042),
  "campaign.categories": campaignQueries.categories(),
  "campaign.inFavour": campaignQueries.inFavour(1042),
  "campaign.donations": campaignQueries.donations(1042),
  "campaign.tasks": campaignQueries.tasks(1042),
  "campaign.sessionMetric": campaignQueries.sessionMetric(1042, { type: "visits", from, to }),
  "campaign.metrics": campaignQueries.metrics(1042, { from, to }),
  "campaign.follow": campaignQueries.follow(1042),
  "campaign.documents": campaignQueries.documents(1042),
  "withdraw.reasons": withdrawQueries.reasons(),
  "withdraw.list": withdrawQueries.list(1042, { state: "PENDING" }),
  "withdraw.detail": withdrawQueries.detail(311),
  "withdraw.notes": withdrawQueries.notes(311),
  "withdraw.providers": withdrawQueries.providers("BG80", 4),
  "withdraw.iban": withdrawQueries.iban("DE89370400440532013000"),
  "withdraw.accounts": withdrawQueries.accounts(1042),
  "withdraw.accountant": withdrawQueries.accountant(1042, 1),
  "withdraw.balance": withdrawQueries.balance(1042),
  "withdraw.summary": withdrawQueries.summary(1042),
  "withdraw.documentsPolicy": withdrawQueries.documentsPolicy(1042),
  "withdraw.documentsPolicyOfEdit": withdrawQueries.documentsPolicy(1042, 311),
  "bankAccount.detail": bankAccountQueries.detail(1042),
  "post.feed": postQueries.feed(),
  "post.campaign": postQueries.campaign(1042),
  "post.detail": postQueries.detail({ slug: "first-week-of-rehabilitation" }),
  "post.bookmarks": postQueries.bookmarks(),
  "post.comments": postQueries.comments("first-week-of-rehabilitation"),
  "post.reportTypes": postQueries.reportTypes("post"),
  "post.linkMeta": postQueries.linkMeta("https://www.youtube.com/watch?v=dQw4w9WgXcQ"),
  "user.me": userQueries.me(),
  "user.profile": userQueries.profile("maria.petrova"),
  "user.donations": userQueries.donations(42, { year: 2026 }),
  "user.totalDonations": userQueries.totalDonations(42),
  "user.totalEarned": userQueries.totalEarned(42),
  "user.donationCategories": userQueries.donationCategories(120),
  "user.certificate": userQueries.certificate(42, 2025),
  "user.donationYears": userQueries.donationYears(),
  "user.posts": userQueries.posts(42),
  "user.comments": userQueries.comments(42),
  "user.businessSizes": userQueries.businessSizes(),
  "user.businessSectors": userQueries.businessSectors(),
  "settings.translations": settingsQueries.translations("bg"),
  "settings.publicSettings": settingsQueries.publicSettings(),
  "settings.currencies": settingsQueries.currencies(),
  "signup.businessSizes": signupQueries.businessSizes(),
  "signup.businessSectors": signupQueries.businessSectors(),
  "signup.usernameAvailable": signupQueries.usernameAvailable("ayse.yilmaz"),
  "signup.cities": signupQueries.cities("Sofia"),
  "signup.timezones": signupQueries.timezones("Europe"),
  "notification.list": notificationQueries.list(),
  "notification.detail": notificationQueries.detail(7001),
  "message.conversations": messageQueries.conversations(),
  "message.thread": messageQueries.thread(88),
  "message.meta": messageQueries.meta(),
  "search.everything": searchQueries.everything("maria"),
  "search.posts": searchQueries.posts("rehabilitation"),
  "donation.detail": donationQueries.detail(90211),
  "donation.byPayment": donationQueries.byPayment("pi_3QbX2eLkdIwHu7ix0Yt8aZQe"),
  "donation.certificate": donationQueries.certificate(90211, "pi_3QbX2eLkdIwHu7ix0Yt8aZQe"),
  "account.passwordResetLink": accountQueries.passwordResetLink("5b1e0c7f2d9a4e38"),
  "account.emailSubscriptions": accountQueries.emailSubscriptions({ user_id: 42, signature: "s" }),
  "staff.campaigns": staffQueries.campaigns(),
  "staff.bankAccounts": staffQueries.bankAccounts({ state: "REFUSED", offset: 10 }),
  "staff.withdrawals": staffQueries.withdrawals({ state: "PENDING" }),
  "staff.withdrawal": staffQueries.withdrawal(311),
  "staff.users": staffQueries.users({ search: "maria" }),
};

function queryClientOnMocks() {
  const handlers = createMockHandlers({ baseUrl: "https://api.causeway.example" });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const api = createApiClient({
    baseUrl: "https://api.causeway.example",
    getToken: () => "jwt",
    fetch: async (request) =>
      (await getResponse(handlers, request)) ?? new Response("unmatched", { status: 599 }),
  });
  bindApiClient(queryClient, api);
  return queryClient;
}

describe("every query factory answers from the contract", () => {
  const queryClient = queryClientOnMocks();

  it.each(Object.entries(factories))("%s", async (_, options) => {
    const data: unknown = await queryClient.fetchQuery(options as never);
    expect(data).toBeDefined();
    expect(data).not.toBeNull();
    expect(options.queryKey[0]).toBe("causeway");
  });

  it("gives every factory its own cache entry", () => {
    const keys = Object.values(factories).map((options) => JSON.stringify(options.queryKey));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
