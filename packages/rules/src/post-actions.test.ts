import { describe, expect, it } from "vitest";
import {
  canGiveKarma,
  firstLinkUrl,
  isOwnPost,
  type PostViewer,
  postMenuActions,
  SHARE_METHODS,
  sharedPostUrl,
  shareTarget,
  toggledKarma,
} from "./post-actions";

const byMaria = { user: { id: 42 }, is_reported: false };
const reported = { ...byMaria, is_reported: true };
const anonymous = { user: null, is_reported: false };
const maria: PostViewer = { id: 42, isAdmin: false };
const lucia: PostViewer = { id: 88, isAdmin: false };
const admin: PostViewer = { id: 1, isAdmin: true };

describe("postMenuActions (000 §6)", () => {
  it.each([
    ["own post", byMaria, maria, ["save", "edit", "delete", "open"]],
    ["own post, reported by someone", reported, maria, ["save", "edit", "delete", "open"]],
    ["another member", byMaria, lucia, ["save", "report", "open"]],
    ["another member who reported it", reported, lucia, ["save", "open"]],
    ["another member, anonymous post", anonymous, lucia, ["save", "report", "open"]],
    ["admin", byMaria, admin, ["save", "edit", "delete", "report", "open"]],
    ["admin, already reported", reported, admin, ["save", "edit", "delete", "open"]],
    [
      "admin's own post",
      { ...byMaria, user: { id: 1 } },
      admin,
      ["save", "edit", "delete", "open"],
    ],
    ["guest", byMaria, null, ["report", "open"]],
    ["guest who reported it", reported, null, ["open"]],
  ] as const)("%s", (_, post, viewer, actions) => {
    expect(postMenuActions(post, viewer)).toEqual(actions);
  });
});

describe("karma (000 §4)", () => {
  it("is not given to one's own post, nor by a guest", () => {
    expect(canGiveKarma(byMaria, maria)).toBe(false);
    expect(canGiveKarma(byMaria, null)).toBe(false);
    expect(canGiveKarma(byMaria, lucia)).toBe(true);
    expect(canGiveKarma(anonymous, lucia)).toBe(true);
  });

  it("an anonymous post is nobody's own but its author's", () => {
    expect(isOwnPost(anonymous, maria)).toBe(false);
    expect(isOwnPost(byMaria, maria)).toBe(true);
  });

  it("adds one and marks it, removes one and clears it", () => {
    expect(toggledKarma({ karma: 57, is_karmed: false })).toEqual({ karma: 58, is_karmed: true });
    expect(toggledKarma({ karma: 58, is_karmed: true })).toEqual({ karma: 57, is_karmed: false });
    expect(toggledKarma({ karma: 0, is_karmed: true })).toEqual({ karma: 0, is_karmed: false });
  });
});

describe("share links (001 §7)", () => {
  const path = "/campaign/help-maria-walk-again/first-week";

  it("carries utm_source, utm_medium=referral and utm_campaign=share_post", () => {
    const url = new URL(sharedPostUrl("https://causeway.example", path, "copy"));
    expect(url.pathname).toBe(path);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      utm_source: "copy",
      utm_medium: "referral",
      utm_campaign: "share_post",
    });
  });

  it("sends each network the post's address with its own source", () => {
    const targets = SHARE_METHODS.map((method) =>
      shareTarget("https://causeway.example", path, method),
    );
    expect(targets[0]).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/);
    expect(decodeURIComponent(targets[0] ?? "")).toContain("utm_source=facebook");
    expect(targets[1]).toMatch(/^fb-messenger:\/\/share\/\?link=/);
    expect(decodeURIComponent(targets[1] ?? "")).toContain("utm_source=messenger");
    expect(targets[2]).toMatch(/^https:\/\/twitter\.com\/intent\/tweet\?url=/);
    expect(decodeURIComponent(targets[2] ?? "")).toContain("utm_source=twitter");
    expect(targets[3]).toBe(
      "https://causeway.example/campaign/help-maria-walk-again/first-week?utm_source=copy&utm_medium=referral&utm_campaign=share_post",
    );
  });
});

describe("firstLinkUrl", () => {
  it.each([
    [
      '<p>See <a href="https://example.org/a?b=1&amp;c=2">this</a></p>',
      "https://example.org/a?b=1&c=2",
    ],
    [
      "<p><a href='/campaign/x'>ours</a> and https://example.org/news.</p>",
      "https://example.org/news",
    ],
    [
      "<p>Watch https://www.youtube.com/watch?v=dQw4w9WgXcQ, please</p>",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    ],
    ['<p><a href="javascript:alert(1)">x</a></p>', null],
    ["<p>No links here.</p>", null],
    ["<p>ftp://example.org</p>", null],
  ])("%s", (html, url) => {
    expect(firstLinkUrl(html)).toBe(url);
  });
});
