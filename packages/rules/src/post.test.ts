import { describe, expect, it } from "vitest";
import {
  hasPostContent,
  isPostButtonActive,
  isTitleKeyBlocked,
  postCreatorCampaign,
  postExcerpt,
  postProblems,
  sanitizePostTitle,
} from "./post";
import { upload } from "./test-fixtures";

describe("hasPostContent", () => {
  it.each([
    ["<p>Благодарим на всички!</p>", true],
    ["Thanks", true],
    ["", false],
    ["   ", false],
    ["<p></p>", false],
    ["<p><br></p>", false],
    ["<p>&nbsp;</p>", false],
    ['<p><img src="/m/1.jpg"></p>', true],
    ["<img src=https://cdn.example/a.png>", true],
    ["<p><img /></p>", false],
    ['<img alt="no source">', false],
  ])("%j -> %s", (html, has) => {
    expect(hasPostContent(html)).toBe(has);
  });
});

describe("postProblems", () => {
  const draft = { content: "<p>Week one done.</p>", campaignId: 1042, images: [upload("done")] };
  it.each([
    { change: {}, requireCampaign: true, problems: [] },
    { change: { content: "<p> </p>" }, requireCampaign: false, problems: ["post.no_content"] },
    { change: { campaignId: null }, requireCampaign: true, problems: ["choose.campaign.required"] },
    { change: { campaignId: null }, requireCampaign: false, problems: [] },
    {
      change: { images: [upload("done"), upload("fetching")] },
      requireCampaign: true,
      problems: ["post.load_images_success"],
    },
    // A failed image does not block: it is shown with its error and left out.
    { change: { images: [upload("errored")] }, requireCampaign: true, problems: [] },
    {
      change: { content: "", campaignId: null, images: [upload("fetching")] },
      requireCampaign: true,
      problems: ["post.no_content", "choose.campaign.required", "post.load_images_success"],
    },
  ])(
    "$change (campaign required: $requireCampaign) -> $problems",
    ({ change, requireCampaign, problems }) => {
      expect(postProblems({ ...draft, ...change }, { requireCampaign })).toEqual(problems);
    },
  );
});

describe("isPostButtonActive", () => {
  it.each([
    {
      content: "<p>Hi</p>",
      campaignId: 1,
      isEdit: false,
      campaignSelectorHidden: false,
      active: true,
    },
    {
      content: "<p>Hi</p>",
      campaignId: null,
      isEdit: true,
      campaignSelectorHidden: false,
      active: true,
    },
    {
      content: "<p>Hi</p>",
      campaignId: null,
      isEdit: false,
      campaignSelectorHidden: true,
      active: true,
    },
    {
      content: "<p>Hi</p>",
      campaignId: null,
      isEdit: false,
      campaignSelectorHidden: false,
      active: false,
    },
    { content: "", campaignId: 1, isEdit: true, campaignSelectorHidden: true, active: false },
    {
      content: "<p> </p>",
      campaignId: 1,
      isEdit: false,
      campaignSelectorHidden: false,
      active: false,
    },
  ])(
    "content $content, campaign $campaignId, edit $isEdit, hidden $campaignSelectorHidden -> $active",
    ({ active, ...state }) => {
      expect(isPostButtonActive(state)).toBe(active);
    },
  );
});

describe("title", () => {
  it.each([
    ["First week of rehabilitation", "First week of rehabilitation"],
    ["First week\nof rehabilitation", "First week of rehabilitation"],
    ["First\r\n\r\nweek", "First week"],
    ["<b>Bold</b> <i>news</i>", "Bold news"],
    ["<p>One</p><p>Two</p>", "One Two"],
    ["Tom &amp; Jerry", "Tom & Jerry"],
    ["  leading", "leading"],
    ["x".repeat(200), "x".repeat(150)],
  ])("%j -> %j", (pasted, title) => {
    expect(sanitizePostTitle(pasted)).toBe(title);
  });

  it.each([
    ["Enter", true],
    ["a", false],
    [" ", false],
  ])("key %j blocked: %s", (key, blocked) => {
    expect(isTitleKeyBlocked(key)).toBe(blocked);
  });
});

describe("postExcerpt", () => {
  const long = `<p>${"word ".repeat(60)}</p>`;
  it.each([
    { content: "<p>Short news.</p>", hasTitle: true, excerpt: "Short news." },
    { content: "<p>Short news.</p>", hasTitle: false, excerpt: "Short news." },
    { content: `<p>${"a".repeat(50)}</p>`, hasTitle: true, excerpt: "a".repeat(50) },
    { content: `<p>${"a".repeat(51)}</p>`, hasTitle: true, excerpt: `${"a".repeat(49)}…` },
    { content: `<p>${"a".repeat(200)}</p>`, hasTitle: false, excerpt: "a".repeat(200) },
    { content: `<p>${"a".repeat(201)}</p>`, hasTitle: false, excerpt: `${"a".repeat(199)}…` },
    { content: "<p>One</p><p>Two</p>", hasTitle: false, excerpt: "One Two" },
  ])("$content.length chars, title $hasTitle -> $excerpt", ({ content, hasTitle, excerpt }) => {
    expect(postExcerpt(content, hasTitle)).toBe(excerpt);
  });

  it.each([
    [true, 50],
    [false, 200],
  ])("with a title (%s) a long post is cut to %i characters", (hasTitle, limit) => {
    const excerpt = postExcerpt(long, hasTitle);
    expect(excerpt.length).toBeLessThanOrEqual(limit);
    expect(excerpt.endsWith("…")).toBe(true);
  });
});

describe("postCreatorCampaign", () => {
  const campaigns = [{ id: 1042 }, { id: 2077 }];
  it.each([
    { campaigns: [], preferred: null, result: { visible: false, preselectedId: null } },
    { campaigns, preferred: null, result: { visible: true, preselectedId: 1042 } },
    { campaigns, preferred: 2077, result: { visible: true, preselectedId: 2077 } },
    { campaigns, preferred: 9999, result: { visible: true, preselectedId: 1042 } },
  ])(
    "$campaigns.length campaign(s), preferred $preferred -> $result",
    ({ campaigns: list, preferred, result }) => {
      expect(postCreatorCampaign(list, preferred)).toEqual(result);
    },
  );
});
