import {
  type CampaignDraft,
  campaignDraftKey,
  emptyCampaignDraft,
  saveDraft,
} from "@causeway/rules";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { PageStory } from "../../../testing/PageStory";
import { answer, fieldErrors, findMain, lastBody, never } from "../../account/story-helpers";

/** The contract's example member (GET /api/v2/user) is 42. */
const DRAFT_KEY = campaignDraftKey(42);
const COMPLETE: CampaignDraft = {
  ...emptyCampaignDraft({ beneficiaryName: "Maria Petrova", currency: 1 }),
  type: "medical",
  category: 3,
  disease: 21,
  goal: "25000",
  name: "Help Maria walk again",
  content: "<p>Maria needs <b>six months</b> of rehabilitation.</p>",
  cover: { id: 5530, path: "/media/campaigns/1042/compressed/maria.jpg" },
  documents: [{ id: 5602, name: "diagnosis.pdf", path: null, type: "file" }],
};
const keep = (draft: CampaignDraft) => () => {
  localStorage.removeItem(DRAFT_KEY);
  if (draft) saveDraft(localStorage, DRAFT_KEY, draft);
};
const forget = () => {
  localStorage.removeItem(DRAFT_KEY);
  sessionStorage.clear();
};

const meta = {
  title: "Web/Pages/Create/Start a campaign",
  component: PageStory,
  args: { path: "/campaign/create", signedIn: true, onRequest: fn(), onNavigate: fn() },
  parameters: { layout: "fullscreen", screenshot: { target: "content" } },
  beforeEach: forget,
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first step under the reduced header: logo and exit only, the steps, "What for". */
export const FirstStep: Story = {
  parameters: { screenshot: { target: "content" } },
  play: async ({ canvasElement }) => {
    const page = await findMain(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "Start a campaign" }),
    ).toBeVisible();
    await expect(await page.findByRole("heading", { level: 2, name: "What for" })).toBeVisible();
    const shell = within(canvasElement);
    await expect(shell.getByRole("link", { name: "Exit" })).toHaveAttribute("href", "/");
    // The reduced header: no search, no site navigation, no footer.
    await expect(shell.queryByRole("search")).toBeNull();
    await expect(shell.queryByRole("link", { name: "Campaigns" })).toBeNull();
    await expect(within(canvasElement).queryByRole("contentinfo")).toBeNull();
  },
};

/** A guest is sent to sign up, and brought back here afterwards. */
export const Guest: Story = {
  args: { signedIn: false },
  parameters: { screenshot: { skip: true } },
  play: async ({ args }) => {
    await waitFor(() =>
      expect(args.onNavigate).toHaveBeenCalledWith(
        `/sign-up?redirect=${encodeURIComponent("/campaign/create")}`,
      ),
    );
  },
};

/** While the categories and currencies load: a skeleton and a spoken status. */
export const Loading: Story = {
  args: { overrides: { listCategories: never } },
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByText("Loading the form…");
    await expect(status).toHaveAttribute("role", "status");
  },
};

/** The categories could not be loaded: a page-level error with a reload. */
export const LoadFailed: Story = {
  args: { overrides: { listCategories: answer(500, { code: 500, message: "down" }) } },
  play: async ({ canvasElement }) => {
    const page = await findMain(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "The form could not be loaded." }),
    ).toBeVisible();
  },
};

/** Step and draft come back after a reload: the URL's step, what was typed, a way to start over. */
export const RestoredAfterReload: Story = {
  args: { path: "/campaign/create?step=goal" },
  beforeEach: keep({ ...COMPLETE, goal: "12500" }),
  play: async ({ canvasElement, args }) => {
    const page = await findMain(canvasElement);
    await expect(await page.findByText("Your draft is back")).toBeVisible();
    const goal = await page.findByRole("textbox", { name: /How much do you need/ });
    await expect(goal).toHaveValue("12500");
    await expect(goal).toHaveAccessibleDescription(/Your goal: €12,500\.00/);
    await userEvent.clear(goal);
    await userEvent.type(goal, "30000");
    // Every change is kept at once: a reload now would find 30000.
    await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toContain('"goal":"30000"'));
    await userEvent.click(page.getByRole("button", { name: "Start over" }));
    await waitFor(() =>
      expect(args.onNavigate).toHaveBeenLastCalledWith("/campaign/create?step=purpose"),
    );
    await expect(await page.findByRole("heading", { level: 2, name: "What for" })).toBeVisible();
    await expect(page.queryByText("Your draft is back")).toBeNull();
  },
};

/** A link to a later step than the draft allows goes back to the first step still missing. */
export const DeepLinkBehind: Story = {
  args: { path: "/campaign/create?step=media" },
  beforeEach: keep({ ...COMPLETE, goal: "" }),
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    await waitFor(() =>
      expect(args.onNavigate).toHaveBeenLastCalledWith("/campaign/create?step=goal"),
    );
    const page = await findMain(canvasElement);
    await expect(await page.findByRole("heading", { level: 2, name: "Goal" })).toBeVisible();
  },
};

/** The preview shows the campaign as donors will; Publish creates it and opens the share page. */
export const Publish: Story = {
  args: { path: "/campaign/create?step=preview" },
  beforeEach: keep(COMPLETE),
  // It ends on the share page, whose link holds the test server's port; SharePage has its stories.
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = await findMain(canvasElement);
    const preview = await page.findByRole("article");
    await expect(
      within(preview).getByRole("heading", { name: "Help Maria walk again" }),
    ).toBeVisible();
    await expect(within(preview).getByText("six months")).toBeVisible();
    await expect(within(preview).getByText("€0.00")).toBeVisible();
    await userEvent.click(page.getByRole("button", { name: "Publish the campaign" }));
    await waitFor(() =>
      expect(args.onNavigate).toHaveBeenCalledWith(
        "/creation/share?campaign=help-maria-walk-again",
      ),
    );
    const body = (await lastBody(args.onRequest as never, "POST", "/api/v2/campaign")) as Record<
      string,
      unknown
    >;
    await expect(body).toMatchObject({
      name: "Help Maria walk again",
      total_amount: 2_500_000,
      currency: 1,
      type: "medical",
      category: 3,
      disease: 21,
      image_ids: [5530],
      documents: [{ id: 5602, type: "file" }],
      beneficent: { beneficent_type: "individual", name: "Maria Petrova" },
    });
    await expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    await expect(
      await within(canvasElement).findByRole("heading", {
        level: 1,
        name: "Your campaign is live!",
      }),
    ).toBeVisible();
  },
};

/** The server refuses a field: said at the preview, and under the field in its step; nothing is lost. */
export const PublishRefused: Story = {
  args: {
    path: "/campaign/create?step=preview",
    overrides: { createCampaign: fieldErrors({ name: "campaign.validation.name" }) },
  },
  beforeEach: keep(COMPLETE),
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await findMain(canvasElement);
    await userEvent.click(await page.findByRole("button", { name: "Publish the campaign" }));
    await expect(
      await page.findByText(/The campaign could not be published: some fields need a change/),
    ).toBeVisible();
    await userEvent.click(page.getByRole("button", { name: "Story" }));
    const title = await page.findByRole("textbox", { name: /Campaign title/ });
    await expect(title).toHaveValue("Help Maria walk again");
    await expect(title).toHaveAttribute("aria-invalid", "true");
    await expect(title).toHaveAccessibleDescription(/Give your campaign a name\./);
  },
};

/** In favour of another campaign: its name in the title, and it is the beneficiary. */
export const InFavour: Story = {
  args: { path: "/campaign/create-in-favour?campaign=help-maria-walk-again&step=beneficiary" },
  beforeEach: () => {
    localStorage.removeItem(campaignDraftKey(42, 1042));
    saveDraft(localStorage, campaignDraftKey(42, 1042), COMPLETE);
  },
  play: async ({ canvasElement }) => {
    const page = await findMain(canvasElement);
    await expect(
      await page.findByRole("heading", {
        level: 1,
        name: "Raise money for “Help Maria walk again”",
      }),
    ).toBeVisible();
    await expect(
      await page.findByText("The money goes to the campaign “Help Maria walk again”."),
    ).toBeVisible();
  },
};

/** In favour, without saying of which campaign: a way to find one. */
export const InFavourWithoutTarget: Story = {
  args: { path: "/campaign/create-in-favour" },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await findMain(canvasElement);
    await expect(
      await page.findByText("Choose the campaign you want to raise money for."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse campaigns" })).toHaveAttribute(
      "href",
      "/campaign",
    );
  },
};
