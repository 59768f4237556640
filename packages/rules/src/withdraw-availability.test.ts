import { describe, expect, it } from "vitest";
import {
  canWithdraw,
  hasTargetCampaign,
  type WithdrawCampaign,
  withdrawOptions,
} from "./withdraw-availability";

const ready: WithdrawCampaign = { can_withdraw: true, verified: true, donations_count: "412" };
const target = {
  other: { target_campaign: { id: 2077, name: "School library", url: "school-library" } },
};

describe("canWithdraw and withdrawOptions", () => {
  it.each([
    {
      case: "ready",
      change: {},
      can: true,
      options: { showOptions: true, dimmed: false, postUpdateAlert: false },
    },
    {
      case: "cannot withdraw yet",
      change: { can_withdraw: false },
      can: false,
      options: { showOptions: true, dimmed: true, postUpdateAlert: true },
    },
    {
      case: "not verified",
      change: { verified: false },
      can: false,
      options: { showOptions: true, dimmed: true, postUpdateAlert: false },
    },
    {
      case: "no donations",
      change: { donations_count: "0" },
      can: false,
      options: { showOptions: true, dimmed: true, postUpdateAlert: false },
    },
    {
      case: "no donations, cannot withdraw",
      change: { donations_count: "0", can_withdraw: false },
      can: false,
      options: { showOptions: true, dimmed: true, postUpdateAlert: false },
    },
    {
      case: "unverified, cannot withdraw",
      change: { verified: false, can_withdraw: false },
      can: false,
      options: { showOptions: true, dimmed: true, postUpdateAlert: false },
    },
    {
      case: "a numeric count",
      change: { donations_count: 3 },
      can: true,
      options: { showOptions: true, dimmed: false, postUpdateAlert: false },
    },
    {
      case: "a broken count",
      change: { donations_count: "n/a" },
      can: false,
      options: { showOptions: true, dimmed: true, postUpdateAlert: false },
    },
    {
      case: "a personal target campaign",
      change: { beneficent_individual: target },
      can: true,
      options: { showOptions: false, dimmed: false, postUpdateAlert: false },
    },
    {
      case: "a business target campaign",
      change: { beneficent_business: target },
      can: true,
      options: { showOptions: false, dimmed: false, postUpdateAlert: false },
    },
    {
      case: "a beneficent without target",
      change: { beneficent_individual: { other: { target_campaign: null } } },
      can: true,
      options: { showOptions: true, dimmed: false, postUpdateAlert: false },
    },
  ] as Array<{ case: string; change: Partial<WithdrawCampaign>; can: boolean; options: object }>)(
    "$case -> can withdraw $can",
    ({ change, can, options }) => {
      const campaign = { ...ready, ...change };
      expect(canWithdraw(campaign)).toBe(can);
      expect(withdrawOptions(campaign)).toEqual(options);
    },
  );

  it("a target campaign is found on either beneficent", () => {
    expect(hasTargetCampaign({ ...ready, beneficent_business: target })).toBe(true);
    expect(
      hasTargetCampaign({ ...ready, beneficent_individual: null, beneficent_business: null }),
    ).toBe(false);
  });
});
