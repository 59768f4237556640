import type { StaffWithdraw } from "@causeway/api-client";
import { mockExample } from "@causeway/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { PageStory } from "../../../testing/PageStory";
import { answer } from "../../account/story-helpers";
import {
  ADMIN,
  calls,
  expectCall,
  findConsole,
  signedInAs,
  TRANSLATOR,
} from "../shared/story-helpers";

const WITHDRAWS = mockExample("listStaffWithdrawals").response.withdraws as StaffWithdraw[];
const HEADING = "Withdrawals";

const meta = {
  title: "Web/Pages/Admin/Withdrawals",
  component: PageStory,
  args: {
    path: "/admincp/withdrawals",
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
 * Every campaign's pending requests (waiting for documents too), the longest waiting first: each
 * with its campaign and owner, where the money goes, when, how much and its state; each opens its
 * own page in the console.
 */
export const Pending: Story = {
  play: async ({ canvasElement, args }) => {
    const main = await findConsole(canvasElement, HEADING);
    await expect(await main.findByRole("link", { name: "Request #311" })).toHaveAttribute(
      "href",
      "/admincp/withdrawals/311",
    );
    await expect(main.getByText("From “Help Maria walk again”, by Мария Петрова")).toBeVisible();
    await expect(main.getByText("To Rehabilitation Centre Vita")).toBeVisible();
    await expect(main.getByText("€1,500.00")).toBeVisible();
    await expect(
      main.getByText("To the owner’s account PL61 1090 1014 0000 0712 1981 2874"),
    ).toBeVisible();
    await expect(main.getByText("Documents needed")).toBeVisible();
    await expect(main.getByRole("radio", { name: "Pending" })).toBeChecked();
    await expect(calls(args.onRequest as never)).toContain(
      "GET /api/v2/admin/withdrawals?state=PENDING&offset=0&limit=10",
    );
  },
};

/** The filter asks for the paid ones, and keeps the choice in the URL. */
export const PaidFilter: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const main = await findConsole(canvasElement, HEADING);
    await main.findByRole("link", { name: "Request #311" });
    await userEvent.click(main.getByRole("radio", { name: "Paid" }));
    await expectCall(
      args.onRequest as never,
      "GET /api/v2/admin/withdrawals?state=PAYED&offset=0&limit=10",
    );
    await expect(args.onNavigate).toHaveBeenCalledWith("/admincp/withdrawals?state=PAYED");
  },
};

/** A request opens its page inside the console, without reloading it. */
export const OpenRequest: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const main = await findConsole(canvasElement, HEADING);
    await userEvent.click(await main.findByRole("link", { name: "Request #311" }));
    await within(canvasElement).findByRole("heading", { level: 1, name: "Request #311" });
    await expect(args.onNavigate).toHaveBeenCalledWith("/admincp/withdrawals/311");
  },
};

/** Pages of 10; the second asks for offset 10. */
export const Paged: Story = {
  args: {
    overrides: {
      ...signedInAs(ADMIN),
      listStaffWithdrawals: { response: { withdraws: WITHDRAWS, total: 14 } },
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const main = await findConsole(canvasElement, HEADING);
    await main.findByRole("link", { name: "Request #311" });
    await userEvent.click(main.getByRole("button", { name: "Page 2" }));
    await expectCall(
      args.onRequest as never,
      "GET /api/v2/admin/withdrawals?state=PENDING&offset=10&limit=10",
    );
  },
};

/** Nothing pending. */
export const Empty: Story = {
  args: {
    overrides: {
      ...signedInAs(ADMIN),
      listStaffWithdrawals: { response: { withdraws: [], total: 0 } },
    },
  },
  play: async ({ canvasElement }) => {
    const main = await findConsole(canvasElement, HEADING);
    await expect(
      await main.findByRole("heading", { level: 2, name: "No pending requests" }),
    ).toBeVisible();
  },
};

/** The list could not be read. */
export const Failed: Story = {
  args: {
    overrides: {
      ...signedInAs(ADMIN),
      listStaffWithdrawals: answer(503, { code: 503, message: "Unavailable." }),
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const main = await findConsole(canvasElement, HEADING);
    await expect(await main.findByText("This list could not be loaded.")).toBeVisible();
  },
};

/** A translator's role does not open the withdrawals, nor asks for them. */
export const TranslatorRefused: Story = {
  args: { overrides: signedInAs(TRANSLATOR) },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await page.findByRole("heading", { level: 1, name: "This part is not for your role" });
    await expect(calls(args.onRequest as never).some((call) => call.includes("/admin/"))).toBe(
      false,
    );
  },
};
