import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { PageStory } from "../../../testing/PageStory";
import { answer, never } from "../../account/story-helpers";
import { ADMIN, calls, findConsole, signedInAs, TRANSLATOR } from "../shared/story-helpers";

const meta = {
  title: "Web/Pages/Admin/Overview",
  component: PageStory,
  args: {
    path: "/admincp",
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
 * An admin's start of the console: every section, and how much waits in each queue (the first
 * pages the sections read, fetched by the route's loader).
 */
export const Admin: Story = {
  play: async ({ canvasElement, args }) => {
    const main = await findConsole(canvasElement, "Staff console");
    const cards = within(main.getByRole("list"));
    await expect(await cards.findByRole("link", { name: /Campaigns.*2 waiting/ })).toHaveAttribute(
      "href",
      "/admincp/campaigns",
    );
    await expect(cards.getByRole("link", { name: /Bank accounts.*2 waiting/ })).toBeVisible();
    await expect(cards.getByRole("link", { name: /Withdrawals.*2 waiting/ })).toBeVisible();
    await expect(cards.getByRole("link", { name: /Donations/ })).toHaveAttribute(
      "href",
      "/admincp/donations",
    );
    await expect(cards.getByRole("link", { name: /Users/ })).toHaveAttribute(
      "href",
      "/admincp/users",
    );
    await expect(cards.getByRole("link", { name: /Dictionaries/ })).toBeVisible();
    const requests = calls(args.onRequest as never);
    await expect(requests).toContain(
      "GET /api/v2/admin/campaigns?verified=false&offset=0&limit=10",
    );
    await expect(requests).toContain(
      "GET /api/v2/admin/bank-accounts?state=PENDING&offset=0&limit=10",
    );
    await expect(requests).toContain(
      "GET /api/v2/admin/withdrawals?state=PENDING&offset=0&limit=10",
    );
  },
};

/**
 * The console's own frame: its name, who is signed in, the way back to the site (a full page
 * load, reloadDocument) and the sections of an admin's navigation, the current one marked.
 */
export const Frame: Story = {
  parameters: { screenshot: { target: "root" } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await findConsole(canvasElement, "Staff console");
    await expect(page.getByText("Signed in as Elena Ivanova")).toBeVisible();
    const back = page.getByRole("link", { name: "Back to the site" });
    await expect(back).toHaveAttribute("href", "/");
    const nav = within(page.getByRole("navigation", { name: "Staff console sections" }));
    await expect(nav.getByRole("link", { name: "Overview" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Overview",
      "Campaigns",
      "Bank accounts",
      "Withdrawals",
      "Donations",
      "Bank statements",
      "E-mails",
      "Users",
      "Dictionaries",
    ]);
    // The site's own header and footer are not the console's.
    await expect(page.queryByRole("navigation", { name: "Main" })).toBeNull();
    await expect(page.queryByRole("contentinfo")).toBeNull();
  },
};

/** A translator sees the dictionaries only, and asks for none of the admins' queues. */
export const Translator: Story = {
  args: { overrides: signedInAs(TRANSLATOR) },
  play: async ({ canvasElement, args }) => {
    const main = await findConsole(canvasElement, "Staff console");
    const links = within(main.getByRole("list")).getAllByRole("link");
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName(/Dictionaries/);
    await expect(calls(args.onRequest as never).some((call) => call.includes("/admin/"))).toBe(
      false,
    );
    const nav = within(within(canvasElement).getByRole("navigation", { name: /sections/ }));
    await expect(nav.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Overview",
      "Dictionaries",
    ]);
  },
};

/** A guest is sent to log in, and comes back to the console afterwards. */
export const Guest: Story = {
  args: { signedIn: false },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await page.findByRole("heading", { level: 1, name: "Log in" });
    await expect(args.onNavigate).toHaveBeenCalledWith(
      `/login?redirect=${encodeURIComponent("/admincp")}`,
    );
  },
};

/** A member without a staff role: a clear refusal, not a blank page, and the way back. */
export const MemberRefused: Story = {
  args: { overrides: signedInAs({}) },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "This page is for Causeway staff" }),
    ).toBeVisible();
    await expect(
      page.getByText(
        "You are signed in as Мария Петрова, and this account has no staff role. If you need the staff console, ask an administrator.",
      ),
    ).toBeVisible();
    await expect(page.getAllByRole("link", { name: "Back to the site" })[0]).toHaveAttribute(
      "href",
      "/",
    );
    await expect(page.queryByRole("navigation", { name: /sections/ })).toBeNull();
    await expect(calls(args.onRequest as never).some((call) => call.includes("/admin/"))).toBe(
      false,
    );
  },
};

/** The queues are still on their way: each card holds a placeholder for its count. */
export const Loading: Story = {
  args: {
    overrides: {
      ...signedInAs(ADMIN),
      listStaffCampaigns: never,
      listStaffBankAccounts: never,
      listStaffWithdrawals: never,
      listStaffEmails: never,
    },
  },
  play: async ({ canvasElement }) => {
    const main = await findConsole(canvasElement, "Staff console");
    await expect(main.getByRole("link", { name: /Campaigns/ })).toBeVisible();
    await expect(main.queryByText(/waiting/)).toBeNull();
  },
};

/** A queue that could not be counted says so; the others still show theirs. */
export const CountFailed: Story = {
  args: {
    overrides: {
      ...signedInAs(ADMIN),
      listStaffWithdrawals: answer(500, { code: 500, message: "Internal server error." }),
    },
  },
  play: async ({ canvasElement }) => {
    const main = await findConsole(canvasElement, "Staff console");
    await expect(
      await main.findByRole("link", { name: /Withdrawals.*Could not be counted/ }),
    ).toBeVisible();
    await expect(main.getByRole("link", { name: /Campaigns.*2 waiting/ })).toBeVisible();
  },
};

/** Nothing waits: each queue says so. A section opens without reloading the console. */
export const NothingWaiting: Story = {
  args: {
    overrides: {
      ...signedInAs(ADMIN),
      listStaffCampaigns: { response: { campaigns: [], total: 0 } },
      listStaffBankAccounts: { response: { bank_accounts: [], total: 0 } },
      listStaffWithdrawals: { response: { withdraws: [], total: 0 } },
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const main = await findConsole(canvasElement, "Staff console");
    await waitFor(() => expect(main.getAllByText("Nothing waiting")).toHaveLength(3));
    await userEvent.click(main.getByRole("link", { name: /Withdrawals/ }));
    await within(canvasElement).findByRole("heading", { level: 1, name: "Withdrawals" });
    await expect(args.onNavigate).toHaveBeenCalledWith("/admincp/withdrawals");
  },
};
