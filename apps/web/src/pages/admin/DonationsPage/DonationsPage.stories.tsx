import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { PageStory } from "../../../testing/PageStory";
import { ADMIN, calls, expectCall, findConsole, signedInAs } from "../shared/story-helpers";

const HEADING = "Donations";

const meta = {
  title: "Web/Pages/Admin/Donations",
  component: PageStory,
  args: {
    path: "/admincp/donations",
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
 * The newest donations, each with what was paid to which campaign, its state and the donor; which
 * methods take real money here and which go to the sandbox.
 */
export const Newest: Story = {
  play: async ({ canvasElement, args }) => {
    const main = await findConsole(canvasElement, HEADING);
    await expect(
      await main.findByRole("heading", { level: 2, name: "€55.00 to Help Maria walk again" }),
    ).toBeVisible();
    await expect(main.getByText("Partly refunded")).toBeVisible();
    await expect(main.getByText("Lucía García · lucia.garcia@example.es")).toBeVisible();
    await expect(
      main.getByText("Real money is taken by: Card (Stripe), Apple Pay, and Bank transfer."),
    ).toBeVisible();
    await expect(
      main.getByText(
        "These go to the sandbox, where no real money moves: Card (SafeCharge) and PayPal.",
      ),
    ).toBeVisible();
    await expect(main.getByRole("link", { name: "Open donation 90211" })).toHaveAttribute(
      "href",
      "/admincp/donations/90211",
    );
    await expect(calls(args.onRequest as never)).toContain(
      "GET /api/v2/admin/donations?offset=0&limit=10",
    );
  },
};

/** A search goes to the server and into the URL; nothing found says what to try. */
export const NothingFound: Story = {
  args: {
    overrides: {
      ...signedInAs(ADMIN),
      listStaffDonations: { response: { donations: [], total: 0, live_methods: [] } },
    },
  },
  play: async ({ canvasElement, args }) => {
    const main = await findConsole(canvasElement, HEADING);
    await userEvent.type(
      main.getByRole("searchbox", { name: "Search donations" }),
      "pi_missing{Enter}",
    );
    await expectCall(
      args.onRequest as never,
      "GET /api/v2/admin/donations?offset=0&limit=10&search=pi_missing",
    );
    await expect(args.onNavigate).toHaveBeenCalledWith("/admincp/donations?q=pi_missing");
    await expect(
      await main.findByRole("heading", { level: 2, name: "No donation matches" }),
    ).toBeVisible();
    await expect(main.getByText(/No payment provider is set up/)).toBeVisible();
  },
};
