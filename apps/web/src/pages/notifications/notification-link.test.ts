import type { Notification } from "@causeway/api-client";
import { describe, expect, it } from "vitest";
import { notificationHref, notificationKind } from "./notification-link";

const campaign = { campaign_name: "Help Maria walk again", slug: "help-maria-walk-again" };
const link = (type: Notification["type"], data: Notification["data"] = campaign) =>
  notificationHref({ type, data });

describe("where a notification leads", () => {
  it.each([
    ["CAMPAIGN_FUNDS_COLLECTED", "/campaign/help-maria-walk-again/dashboard"],
    ["CAMPAIGN_VERIFIED", "/campaign/help-maria-walk-again/dashboard"],
    ["CAMPAIGN_ACTIVATED", "/campaign/help-maria-walk-again/dashboard"],
    ["CAMPAIGN_DEACTIVATED", "/campaign/help-maria-walk-again/dashboard"],
    ["CAMPAIGN_SUCCEEDED", "/campaign/help-maria-walk-again/dashboard"],
    ["CAMPAIGN_WEEKLY_STATISTICS", "/campaign/help-maria-walk-again/dashboard"],
    ["CAMPAIGN_MONTHLY_STATISTICS", "/campaign/help-maria-walk-again/dashboard"],
    ["CAMPAIGN_UPDATE_REMINDER", "/campaign/help-maria-walk-again/dashboard"],
    ["CAMPAIGN_NEW_TASKS", "/campaign/help-maria-walk-again/dashboard?task_modal=open"],
    ["CAMPAIGN_DELETED", "/"],
  ] as const)("%s leads to %s", (type, href) => {
    expect(link(type)).toBe(href);
  });

  it("leads a withdrawal's notification to that withdrawal, a bank account's to that account", () => {
    for (const type of [
      "TRANSFER_PROCESSING",
      "TRANSFER_APPROVED",
      "TRANSFER_DECLINED",
      "TRANSFER_PROCESSING_DOCUMENTS",
    ] as const) {
      expect(link(type, { ...campaign, withdraw_id: 298 })).toBe(
        "/campaign/help-maria-walk-again/dashboard/withdraw?withdraw=298",
      );
      expect(link(type)).toBe("/campaign/help-maria-walk-again/dashboard/withdraw");
    }
    for (const type of [
      "BANK_ACCOUNT_PROCESSING",
      "BANK_ACCOUNT_APPROVED",
      "BANK_ACCOUNT_DECLINED",
    ] as const) {
      expect(link(type, { ...campaign, bank_account_id: 14 })).toBe(
        "/campaign/help-maria-walk-again/dashboard/withdraw?bank_account=14",
      );
    }
  });

  it("leads home when the campaign is not known, and keeps a strange slug inside its segment", () => {
    expect(link("CAMPAIGN_VERIFIED", {})).toBe("/");
    expect(link("CAMPAIGN_VERIFIED", { slug: "../../admincp?x=1" })).toBe(
      "/campaign/..%2F..%2Fadmincp%3Fx%3D1/dashboard",
    );
  });

  it("leads new followers to the dashboard, karma and comments to the post (issue 25)", () => {
    expect(link("CAMPAIGN_FOLLOWED")).toBe("/campaign/help-maria-walk-again/dashboard");
    const post = { post_id: 5001, post_slug: "first-week", author_username: "maria.petrova" };
    for (const type of ["POST_KARMA", "POST_COMMENTED"] as const) {
      expect(link(type, { ...campaign, ...post })).toBe(
        "/campaign/help-maria-walk-again/first-week",
      );
      // A post without a campaign has no page of its own: its author's posts.
      expect(link(type, post)).toBe("/maria.petrova?tab=posts");
      expect(link(type, {})).toBe("/");
    }
  });

  it("sorts each type into its icon's family", () => {
    expect(notificationKind("CAMPAIGN_FUNDS_COLLECTED")).toBe("money");
    expect(notificationKind("TRANSFER_DECLINED")).toBe("money");
    expect(notificationKind("BANK_ACCOUNT_APPROVED")).toBe("bank");
    expect(notificationKind("CAMPAIGN_NEW_TASKS")).toBe("campaign");
    expect(notificationKind("CAMPAIGN_FOLLOWED")).toBe("follower");
    expect(notificationKind("POST_KARMA")).toBe("karma");
    expect(notificationKind("POST_COMMENTED")).toBe("comment");
  });
});
