import type { StaffCampaign } from "@causeway/api-client";
import { mockExample } from "@causeway/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { PageStory } from "../../../testing/PageStory";
import { answer, never } from "../../account/story-helpers";
import {
  ADMIN,
  calls,
  expectCall,
  findConfirmation,
  findConsole,
  signedInAs,
  TRANSLATOR,
} from "../shared/story-helpers";

const QUEUE = mockExample("listStaffCampaigns").response.campaigns as StaffCampaign[];
const HEADING = "Campaigns to verify";

const meta = {
  title: "Web/Pages/Admin/Campaigns",
  component: PageStory,
  args: {
    path: "/admincp/campaigns",
    signedIn: true,
    overrides: signedInAs(ADMIN),
    onRequest: fn(),
    onNavigate: fn(),
  },
  parameters: { layout: "fullscreen", screenshot: { target: "content" } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The verification queue: each campaign with its owner, date, goal, kind, beneficiary, the
 * story's opening and the documents given (opening in a new tab), and Verify.
 */
export const Queue: Story = {
  play: async ({ canvasElement, args }) => {
    const main = await findConsole(canvasElement, HEADING);
    await expect(
      main.getByText("2 campaigns wait for verification, the newest first."),
    ).toBeVisible();
    const garden = within(await main.findByRole("article", { name: "Plovdiv community garden" }));
    await expect(garden.getByText("Мария Петрова (@maria.petrova)")).toBeVisible();
    await expect(garden.getByRole("link", { name: "lot-lease.pdf" })).toHaveAttribute(
      "target",
      "_blank",
    );
    await expect(garden.getByRole("link", { name: "Open the campaign page" })).toHaveAttribute(
      "href",
      "/campaign/plovdiv-community-garden",
    );
    await expect(
      garden.getByText("Neighbours turning an empty lot into a garden for everyone."),
    ).toBeVisible();
    const wheelchair = within(main.getByRole("article", { name: "A new wheelchair for Ivan" }));
    await expect(wheelchair.getByText("No documents given")).toBeVisible();
    await expect(wheelchair.getByText("Ivan Dimitrov")).toBeVisible();
    await expect(wheelchair.getByText("€25.00 of €3,400.00")).toBeVisible();
    await expect(calls(args.onRequest as never)).toContain(
      "GET /api/v2/admin/campaigns?verified=false&offset=0&limit=10",
    );
  },
};

/**
 * Verify asks first (what verifying does, the owner is told); confirmed, the campaign is verified
 * (PUT .../verify), the page says so and the queue is read again.
 */
export const Verify: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const main = await findConsole(canvasElement, HEADING);
    const garden = within(await main.findByRole("article", { name: "Plovdiv community garden" }));
    const asked = () =>
      calls(args.onRequest as never).filter((call) =>
        call.startsWith("GET /api/v2/admin/campaigns"),
      ).length;
    const before = asked();
    await userEvent.click(garden.getByRole("button", { name: "Verify" }));
    const confirm = await findConfirmation("Verify “Plovdiv community garden”?");
    await expect(
      confirm.getByText(/A verified campaign can take donations and its owner can withdraw/),
    ).toBeVisible();
    await userEvent.click(confirm.getByRole("button", { name: "Verify" }));
    await expectCall(args.onRequest as never, "PUT /api/v2/campaign/2110/verify");
    await expect(
      await main.findByText("“Plovdiv community garden” is verified. Its owner has been told."),
    ).toBeVisible();
    await waitFor(() => expect(asked()).toBe(before + 1));
  },
};

/** Cancel leaves the campaign as it was: nothing is sent. */
export const VerifyCancelled: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const main = await findConsole(canvasElement, HEADING);
    const garden = within(await main.findByRole("article", { name: "Plovdiv community garden" }));
    await userEvent.click(garden.getByRole("button", { name: "Verify" }));
    const confirm = await findConfirmation(/Plovdiv community garden/);
    await userEvent.click(confirm.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(garden.getByRole("button", { name: "Verify" })).toHaveFocus());
    await expect(calls(args.onRequest as never).some((call) => call.startsWith("PUT"))).toBe(false);
  },
};

/** The server refuses: the card says why in the user's words; nothing is announced as done. */
export const VerifyFails: Story = {
  parameters: { screenshot: { fullHeight: true } },
  args: {
    overrides: {
      ...signedInAs(ADMIN),
      verifyCampaign: answer(403, { code: 403, message: "Forbidden." }),
    },
  },
  play: async ({ canvasElement }) => {
    const main = await findConsole(canvasElement, HEADING);
    const garden = within(await main.findByRole("article", { name: "Plovdiv community garden" }));
    await userEvent.click(garden.getByRole("button", { name: "Verify" }));
    await userEvent.click(
      (await findConfirmation(/Plovdiv community garden/)).getByRole("button", { name: "Verify" }),
    );
    const alert = await garden.findByRole("alert");
    await expect(alert).toHaveTextContent("Your account is not allowed to do this.");
    await expect(main.queryByText(/is verified/)).toBeNull();
  },
};

/** A name search asks the server for that name and keeps it in the URL. */
export const Search: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const main = await findConsole(canvasElement, HEADING);
    await main.findByRole("article", { name: "Plovdiv community garden" });
    await userEvent.type(
      main.getByRole("searchbox", { name: "Find a campaign by name" }),
      "garden{Enter}",
    );
    await expectCall(
      args.onRequest as never,
      "GET /api/v2/admin/campaigns?verified=false&offset=0&limit=10&name=garden",
    );
    await expect(args.onNavigate).toHaveBeenCalledWith("/admincp/campaigns?q=garden");
  },
};

/** Nothing waits: the queue says so. */
export const Empty: Story = {
  args: {
    overrides: {
      ...signedInAs(ADMIN),
      listStaffCampaigns: { response: { campaigns: [], total: 0 } },
    },
  },
  play: async ({ canvasElement }) => {
    const main = await findConsole(canvasElement, HEADING);
    await expect(
      await main.findByRole("heading", { level: 2, name: "No campaign waits for verification" }),
    ).toBeVisible();
    await expect(main.getByText(/^New campaigns, newest first\./)).toBeVisible();
  },
};

/** More than a page: pages of 10; the next page asks for offset 10 and is in the URL. */
export const Paged: Story = {
  args: {
    overrides: {
      ...signedInAs(ADMIN),
      listStaffCampaigns: { response: { campaigns: QUEUE, total: 23 } },
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const main = await findConsole(canvasElement, HEADING);
    await main.findByRole("article", { name: "Plovdiv community garden" });
    await userEvent.click(main.getByRole("button", { name: "Next page" }));
    await expectCall(
      args.onRequest as never,
      "GET /api/v2/admin/campaigns?verified=false&offset=10&limit=10",
    );
    await expect(args.onNavigate).toHaveBeenCalledWith("/admincp/campaigns?page=2");
  },
};

/** The queue could not be read: said, with a retry that asks again. */
export const Failed: Story = {
  args: {
    overrides: {
      ...signedInAs(ADMIN),
      listStaffCampaigns: answer(500, { code: 500, message: "Internal server error." }),
    },
  },
  play: async ({ canvasElement, args }) => {
    const main = await findConsole(canvasElement, HEADING);
    await expect(await main.findByText("This list could not be loaded.")).toBeVisible();
    const asked = () =>
      calls(args.onRequest as never).filter((call) =>
        call.startsWith("GET /api/v2/admin/campaigns"),
      ).length;
    const before = asked();
    await userEvent.click(main.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(asked()).toBe(before + 1));
  },
};

/** While the queue loads, placeholders stand in (and say so to a screen reader). */
export const Loading: Story = {
  args: { overrides: { ...signedInAs(ADMIN), listStaffCampaigns: never } },
  play: async ({ canvasElement }) => {
    const main = await findConsole(canvasElement, HEADING);
    await expect(main.getByRole("status", { name: "" })).toBeInTheDocument();
    await expect(main.getByText("Loading…")).toBeInTheDocument();
  },
};

/** A translator's role does not open the queue: a refusal inside the console, the way to its start. */
export const TranslatorRefused: Story = {
  args: { overrides: signedInAs(TRANSLATOR) },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "This part is not for your role" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to the staff console" })).toHaveAttribute(
      "href",
      "/admincp",
    );
    await expect(calls(args.onRequest as never).some((call) => call.includes("/admin/"))).toBe(
      false,
    );
  },
};
