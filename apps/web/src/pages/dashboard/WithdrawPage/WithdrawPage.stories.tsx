import type { Campaign, Withdraw } from "@causeway/api-client";
import { type MockOverrides, mockExample } from "@causeway/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { PageStory } from "../../../testing/PageStory";

const PATH = "/campaign/help-maria-walk-again/dashboard/withdraw";
const CAMPAIGN = mockExample("fetchCampaign").response as Campaign;
const WITHDRAWALS = mockExample("listWithdrawals").response.withdraws as Withdraw[];
const body = within(document.body);

const json = (status: number, data: unknown) => Response.json(data, { status });

/** The list as the server answers it: by state (PENDING also lists WAITING_DOCUMENTS), paged. */
function listOf(withdraws: Withdraw[], total?: number): MockOverrides["listWithdrawals"] {
  return ({ request }) => {
    const query = new URL(request.url).searchParams;
    const state = query.get("state") ?? "PAYED";
    const states = state === "PENDING" ? ["PENDING", "WAITING_DOCUMENTS"] : [state];
    const matching = withdraws.filter((withdraw) => states.includes(withdraw.state));
    const offset = Number(query.get("offset") ?? 0);
    const limit = Number(query.get("limit") ?? 4);
    return json(200, {
      response: {
        withdraws: matching.slice(offset, offset + limit),
        total: total ?? matching.length,
      },
    });
  };
}

const campaignWith = (changes: Partial<Campaign>): MockOverrides["fetchCampaign"] => ({
  response: { ...CAMPAIGN, ...changes },
});

/** The requests a story's spy saw, as "METHOD /path?query". */
const calls = (spy: unknown) =>
  (spy as ReturnType<typeof fn>).mock.calls.map(([request]) => {
    const url = new URL((request as Request).url);
    return `${(request as Request).method} ${url.pathname}${url.search}`;
  });
const sent = (spy: unknown, method: string, path: string) =>
  (spy as ReturnType<typeof fn>).mock.calls
    .map(([request]) => request as Request)
    .filter((request) => request.method === method && new URL(request.url).pathname === path);

const meta = {
  title: "Web/Pages/Dashboard/Withdraw",
  component: PageStory,
  args: {
    path: PATH,
    signedIn: true,
    overrides: { listWithdrawals: listOf(WITHDRAWALS) },
    onRequest: fn(),
    onNavigate: fn(),
  },
  parameters: { layout: "fullscreen", screenshot: { target: "content" } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The owner's withdraw page: the figures, the withdraw button, the approved bank account and the
 * paid requests (the list's default state, 4 per page).
 */
export const Owner: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole("heading", { level: 1, name: "Withdrawals" })).toBeVisible();
    await expect(page.getByText("Help Maria walk again")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the dashboard" })).toHaveAttribute(
      "href",
      "/campaign/help-maria-walk-again/dashboard",
    );
    const figures = page.getByRole("region", { name: "Your campaign in figures" });
    await expect(await within(figures).findByText("€18,340.50")).toBeVisible();
    await expect(within(figures).getByText("€6,000.00")).toBeVisible();
    await expect(within(figures).getByText("€11,900.00")).toBeVisible();
    await expect(page.getByRole("button", { name: "Withdraw funds" })).toBeVisible();
    const bank = page.getByRole("region", { name: "Payouts to your own account" });
    await expect(await within(bank).findByText("Approved")).toBeVisible();
    await expect(
      within(bank).getByRole("button", { name: "Transfer to my bank account" }),
    ).toBeVisible();
    const list = page.getByRole("region", { name: "Your withdrawal requests" });
    await expect(await within(list).findByRole("link", { name: "Request #298" })).toHaveAttribute(
      "href",
      `${PATH}?withdraw=298`,
    );
    await expect(within(list).getByRole("link", { name: "Request #305" })).toBeVisible();
    await expect(within(list).queryByRole("link", { name: "Request #311" })).toBeNull();
    await expect(within(list).getAllByText("Paid", { selector: "span" }).length).toBeGreaterThan(0);
    await expect(within(list).getByRole("radio", { name: "Paid" })).toBeChecked();
    await expect(calls(args.onRequest)).toContain(
      "GET /api/v2/campaign/1042/withdraw?state=PAYED&offset=0&limit=4",
    );
  },
};

/** The state filter: Pending asks for PENDING (which includes waiting for documents). */
export const PendingFilter: Story = {
  args: {
    overrides: {
      listWithdrawals: listOf([
        ...WITHDRAWALS,
        { ...WITHDRAWALS[0], id: 312, state: "WAITING_DOCUMENTS" } as Withdraw,
      ]),
    },
  },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const list = await page.findByRole("region", { name: "Your withdrawal requests" });
    await within(list).findByRole("link", { name: "Request #298" });
    await userEvent.click(within(list).getByRole("radio", { name: "Pending" }));
    await expect(await within(list).findByRole("link", { name: "Request #311" })).toBeVisible();
    await expect(within(list).getByRole("link", { name: "Request #312" })).toBeVisible();
    await expect(within(list).getByText("Documents needed")).toBeVisible();
    await expect(within(list).getAllByText("To Rehabilitation Centre Vita")).toHaveLength(2);
    await expect(within(list).queryByRole("link", { name: "Request #298" })).toBeNull();
    await expect(calls(args.onRequest)).toContain(
      "GET /api/v2/campaign/1042/withdraw?state=PENDING&offset=0&limit=4",
    );
  },
};

const manyPaid = Array.from(
  { length: 6 },
  (_, index) => ({ ...WITHDRAWALS[1], id: 400 + index }) as Withdraw,
);

/** More than 4 requests: pages of 4; the next page asks for offset 4. */
export const Pages: Story = {
  args: { overrides: { listWithdrawals: listOf(manyPaid) } },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await page.findByRole("link", { name: "Request #403" });
    await expect(page.queryByRole("link", { name: "Request #404" })).toBeNull();
    await userEvent.click(page.getByRole("button", { name: "Next page" }));
    await expect(await page.findByRole("link", { name: "Request #405" })).toBeVisible();
    await expect(calls(args.onRequest)).toContain(
      "GET /api/v2/campaign/1042/withdraw?state=PAYED&offset=4&limit=4",
    );
  },
};

/** No paid request yet: an empty state in the list. */
export const NoRequests: Story = {
  args: { overrides: { listWithdrawals: listOf([]) } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 3, name: "No paid requests yet" }),
    ).toBeVisible();
  },
};

/**
 * Withdraw funds -> 'Transfer to my bank account' (approved) -> the owner form; the request sent,
 * the success modal, the campaign-update post modal, whose close comes back to this page.
 */
export const WithdrawToOwnAccount: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole("button", { name: "Withdraw funds" }));
    const chooser = await page.findByRole("region", { name: "How do you want to withdraw?" });
    await userEvent.click(
      within(chooser).getByRole("button", { name: /Transfer to my bank account/ }),
    );
    const form = await page.findByRole("region", { name: "Transfer to my bank account" });
    // The campaign is in EUR, the account in BGN: the request is in EUR, the bank converts.
    await expect(
      within(form).getByText(
        "Paid in EUR; your bank converts it into BGN, the account's currency.",
      ),
    ).toBeVisible();
    await userEvent.type(await within(form).findByRole("textbox", { name: "Amount EUR" }), "300");
    await userEvent.click(await within(form).findByRole("checkbox", { name: "Medicines" }));
    await userEvent.click(within(form).getByRole("checkbox", { name: /I have no documents/ }));
    await userEvent.type(
      within(form).getByRole("textbox", { name: /Comment/ }),
      "Paid at the pharmacy.",
    );
    await userEvent.click(within(form).getByRole("button", { name: "Send request" }));
    const created = await body.findByRole("dialog", { name: "Your request has been sent" });
    const [post] = sent(args.onRequest, "POST", "/api/v2/campaign/1042/withdraw");
    await expect(await post?.json()).toEqual({
      amount: 30000,
      reasons: [2],
      bank_account: 14,
      usage_report: "",
      comment: "Paid at the pharmacy.",
      invoices: [],
      invoiceNotAvailable: true,
      currency: 1,
    });
    await expect(page.queryByRole("region", { name: "Transfer to my bank account" })).toBeNull();
    await userEvent.click(within(created).getByRole("button", { name: "Post an update" }));
    const update = await body.findByRole("dialog", { name: /Help Maria walk again/ });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(update).not.toBeInTheDocument());
    // Back on this page (000 §2: the update modal's close goes to the withdraws page).
    await expect(page.getByRole("heading", { level: 1, name: "Withdrawals" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Withdraw funds" })).toBeVisible();
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

/** The chooser's provider option opens the provider form; its Cancel (clean) goes back. */
export const ProviderFormAndBack: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole("button", { name: "Withdraw funds" }));
    await userEvent.click(await page.findByRole("button", { name: /Transfer to a provider/ }));
    const form = await page.findByRole("region", { name: "Transfer to a provider" });
    await expect(await within(form).findByRole("combobox", { name: /IBAN/ })).toBeVisible();
    await userEvent.click(within(form).getByRole("button", { name: "Cancel" }));
    await expect(
      await page.findByRole("region", { name: "How do you want to withdraw?" }),
    ).toBeVisible();
    await userEvent.click(page.getByRole("button", { name: "Close" }));
    await expect(await page.findByRole("button", { name: "Withdraw funds" })).toBeVisible();
  },
};

/** The chooser as the owner sees it, with the rules link. */
export const Chooser: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole("button", { name: "Withdraw funds" }));
    const chooser = await page.findByRole("region", { name: "How do you want to withdraw?" });
    await expect(
      within(chooser).getByRole("button", { name: /Transfer to a provider/ }),
    ).toBeEnabled();
    await expect(
      within(chooser).getByRole("link", { name: "Withdrawal rules and terms" }),
    ).toHaveAttribute("href", "/terms");
    await expect(chooser.closest("section[tabindex]")).toHaveFocus();
  },
};

/**
 * A taller test viewport for a page taller than the default 900 px (Chromium paints only the
 * viewport, which would cut the shot).
 */
const TALL = {
  parameters: {
    viewport: {
      options: { tall: { name: "Tall", styles: { width: "1200px", height: "1300px" } } },
    },
  },
  globals: { viewport: { value: "tall" } },
};

/** The campaign raises money for another campaign (its beneficent names a target campaign). */
const RAISING_FOR_TARGET = campaignWith({
  beneficent_individual: {
    name: "Maria Petrova",
    business_name: null,
    other: {
      name: "Library of Tarifa",
      other_type: "campaign",
      relation: null,
      receiver: null,
      receiver_type: null,
      target_campaign: { id: 2077, name: "Nueva biblioteca", url: "nueva-biblioteca-tarifa" },
    },
  },
});

/** A campaign raising for another campaign: only the transfer, and no own-account section. */
export const TargetCampaign: Story = {
  ...TALL,
  args: {
    overrides: {
      listWithdrawals: listOf(WITHDRAWALS),
      fetchCampaign: RAISING_FOR_TARGET,
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole("button", { name: "Withdraw funds" }));
    const chooser = await page.findByRole("region", { name: "How do you want to withdraw?" });
    await expect(
      within(chooser).getByRole("button", { name: "Transfer to the campaign you support" }),
    ).toBeVisible();
    await expect(within(chooser).queryByRole("button", { name: /provider/ })).toBeNull();
    await expect(page.queryByRole("region", { name: "Payouts to your own account" })).toBeNull();
    await userEvent.click(
      within(chooser).getByRole("button", { name: "Transfer to the campaign you support" }),
    );
    const form = await page.findByRole("region", { name: "Transfer to the campaign you support" });
    // What can be moved, before anything is sent.
    await expect(
      await within(form).findByText("You can ask for up to €10,877.00 (€11,899.44 with the fee)."),
    ).toBeVisible();
    await expect(within(form).getByRole("button", { name: "Transfer funds" })).toBeEnabled();
  },
};

/**
 * Verified, with donations, but withdrawing is closed: options dimmed, post an update first. It
 * ends with the update dialog open, which lands at a different height run to run: checked by play,
 * without a page shot (as the other dialog stories).
 */
export const CannotWithdraw: Story = {
  args: {
    overrides: {
      listWithdrawals: listOf(WITHDRAWALS),
      fetchCampaign: campaignWith({ can_withdraw: false }),
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole("button", { name: "Withdraw funds" }));
    const chooser = await page.findByRole("region", { name: "How do you want to withdraw?" });
    await expect(within(chooser).getByText("Post an update to withdraw again")).toBeVisible();
    await expect(
      within(chooser).getByRole("button", { name: /Transfer to a provider/ }),
    ).toBeDisabled();
    await userEvent.click(within(chooser).getByRole("button", { name: "Post an update" }));
    await expect(await body.findByRole("dialog", { name: /Help Maria walk again/ })).toBeVisible();
  },
};

/** ?withdraw=311: the pending provider request, with everything it says and an edit button. */
export const ShowsWithdrawal: Story = {
  args: { path: `${PATH}?withdraw=311` },
  // Taller than the test's viewport: shot whole (a part scrolled away is not painted).
  parameters: { screenshot: { target: "content", fullHeight: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const panel = await page.findByRole("region", { name: "Request #311" });
    await expect(await within(panel).findByText("To Rehabilitation Centre Vita")).toBeVisible();
    await expect(within(panel).getByText("€1,500.00")).toBeVisible();
    await expect(within(panel).getByText("€1,641.00")).toBeVisible();
    await expect(within(panel).getByText("INV-2026-118")).toBeVisible();
    await expect(within(panel).getByText("Rehabilitation")).toBeVisible();
    await expect(
      within(panel).getByRole("link", { name: /invoice-2026-118\.pdf/ }),
    ).toHaveAttribute("href", "/media/files/2026/11/invoice-2026-118.pdf");
    await expect(within(panel).getByRole("button", { name: "Edit request" })).toBeVisible();
  },
};

/**
 * Editing a pending request: its provider form in edit mode (no type chooser, no tabs), opened on
 * the stored request, saves with PUT and opens the edit success modal.
 */
export const EditsWithdrawal: Story = {
  args: { path: `${PATH}?withdraw=311` },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const panel = await page.findByRole("region", { name: "Request #311" });
    await userEvent.click(await within(panel).findByRole("button", { name: "Edit request" }));
    const form = await page.findByRole("form", { name: "Edit your request" });
    await expect(within(form).queryByRole("tab")).toBeNull();
    await expect(page.queryByRole("region", { name: "How do you want to withdraw?" })).toBeNull();
    await expect(await within(form).findByRole("textbox", { name: "Amount EUR" })).toHaveValue(
      "1,500",
    );
    await expect(within(form).getByRole("textbox", { name: /Payment reference/ })).toHaveValue(
      "INV-2026-118",
    );
    await userEvent.click(within(form).getByRole("button", { name: "Save changes" }));
    const edited = await body.findByRole("dialog", { name: "Your request has been updated" });
    await expect(sent(args.onRequest, "PUT", "/api/v2/campaign/1042/withdraw/311")).toHaveLength(1);
    await userEvent.click(within(edited).getByRole("button", { name: "Back to the campaign" }));
    // The owner's campaign page is the dashboard: the campaign route's loader sends them on
    // before the public page is ever shown.
    await waitFor(() =>
      expect(args.onNavigate).toHaveBeenLastCalledWith("/campaign/help-maria-walk-again/dashboard"),
    );
  },
};

/** A pending request to the owner's account: edited in the owner form, beside the account. */
export const EditsOwnWithdrawal: Story = {
  args: {
    path: `${PATH}?withdraw=298`,
    overrides: {
      listWithdrawals: listOf(WITHDRAWALS),
      getWithdrawal: () =>
        json(200, {
          response: { ...WITHDRAWALS[1], state: "PENDING", currency: CAMPAIGN.currency },
        }),
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const panel = await page.findByRole("region", { name: "Request #298" });
    await userEvent.click(await within(panel).findByRole("button", { name: "Edit request" }));
    const form = await page.findByRole("form", { name: "Edit your request" });
    await expect(await within(form).findByRole("textbox", { name: "Amount EUR" })).toHaveValue(
      "480",
    );
    await userEvent.click(within(form).getByRole("button", { name: "Save changes" }));
    const edited = await body.findByRole("dialog", { name: "Your request has been updated" });
    const [put] = sent(args.onRequest, "PUT", "/api/v2/campaign/1042/withdraw/298");
    await expect(await put?.clone().json()).toMatchObject({ amount: 48000, bank_account: 14 });
    // Closed, the modal leaves the request's panel (its details shown again).
    await userEvent.click(within(edited).getByRole("button", { name: "Close" }));
    const again = await page.findByRole("region", { name: "Request #298" });
    await expect(await within(again).findByRole("button", { name: "Edit request" })).toBeVisible();
  },
};

/** A paid request to the owner's account: shown, not editable. */
export const ShowsPaidWithdrawal: Story = {
  args: {
    path: `${PATH}?withdraw=298`,
    overrides: {
      listWithdrawals: listOf(WITHDRAWALS),
      getWithdrawal: () => json(200, { response: WITHDRAWALS[1] }),
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const panel = await page.findByRole("region", { name: "Request #298" });
    await expect(
      await within(panel).findByText("To your bank account PL61 1090 1014 0000 0712 1981 2874"),
    ).toBeVisible();
    await expect(within(panel).getByText("Paid")).toBeVisible();
    await expect(within(panel).queryByRole("button", { name: "Edit request" })).toBeNull();
    await userEvent.click(within(panel).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenLastCalledWith(PATH));
  },
};

/** ?withdraw=305, a transfer to another campaign: paid, with the letter that went with it. */
export const ShowsTransfer: Story = {
  args: {
    path: `${PATH}?withdraw=305`,
    overrides: {
      listWithdrawals: listOf(WITHDRAWALS),
      getWithdrawal: () => json(200, { response: WITHDRAWALS[2] }),
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const panel = await page.findByRole("region", { name: "Request #305" });
    await expect(
      await within(panel).findByText(
        "To the campaign “Nueva biblioteca para la escuela de Tarifa”",
      ),
    ).toBeVisible();
    const letter = within(panel).getByText("Motivational letter");
    await expect(letter.nextElementSibling).toHaveTextContent(
      "We fight for the same children; the library will be their second home.",
    );
    await expect(within(panel).queryByRole("button", { name: "Edit request" })).toBeNull();
  },
};

/** The campaign the transfer goes to, as the transfer-target search lists it. */
const TARGET: Campaign = {
  ...CAMPAIGN,
  id: 2077,
  name: "Nueva biblioteca para la escuela de Tarifa",
  url: "nueva-biblioteca-tarifa",
  active: true,
  verified: true,
  successful: false,
};

/**
 * A transfer made from the page: it is paid at once, so the success modal says where the money
 * went (not "we will check it").
 */
export const TransferSucceeds: Story = {
  parameters: { screenshot: { skip: true } }, // ends on the success modal (fixed to the viewport)
  args: {
    overrides: {
      listWithdrawals: listOf(WITHDRAWALS),
      fetchCampaign: RAISING_FOR_TARGET,
      listCampaigns: { response: { campaigns: [TARGET], total: 1 } },
      transferFunds: () => json(201, { response: WITHDRAWALS[2] }),
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole("button", { name: "Withdraw funds" }));
    await userEvent.click(
      await page.findByRole("button", { name: "Transfer to the campaign you support" }),
    );
    const form = await page.findByRole("region", { name: "Transfer to the campaign you support" });
    await userEvent.type(within(form).getByRole("textbox", { name: "Amount EUR" }), "200");
    await userEvent.click(within(form).getByRole("combobox", { name: "Campaign to transfer to" }));
    await userEvent.keyboard("Nueva");
    await body.findByRole("option", { name: /Nueva biblioteca/ });
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await userEvent.type(
      within(form).getByRole("textbox", { name: "Motivational letter" }),
      "We fight for the same children.",
    );
    await userEvent.click(within(form).getByRole("button", { name: "Transfer funds" }));
    const done = await body.findByRole("dialog", { name: "The money has been transferred" });
    await expect(done).toHaveAccessibleDescription(
      "€200.00 is now in “Nueva biblioteca para la escuela de Tarifa”, as a donation from your campaign, with your letter.",
    );
    await expect(done).not.toHaveTextContent(/check it/);
  },
};

/** ?bank_account=14 of a pending account: the pending modal with its documents. */
export const ShowsBankAccount: Story = {
  args: {
    path: `${PATH}?bank_account=14`,
    overrides: {
      listWithdrawals: listOf(WITHDRAWALS),
      getBankAccount: {
        response: { ...mockExample("getBankAccount").response, state: "PENDING", verified: false },
      },
    },
  },
  // The dialog is checked by the play function; a whole-page shot with the site header and footer
  // came out different run to run on the loaded machine.
  parameters: { screenshot: { skip: true } },
  play: async () => {
    const dialog = await body.findByRole("dialog", { name: "Your bank account is being checked" });
    await expect(within(dialog).getByText("bank-certificate.pdf")).toBeVisible();
  },
};

/** A member who does not own the campaign is sent to the campaign page. */
export const NotOwner: Story = {
  args: {
    overrides: {
      fetchCampaign: campaignWith({
        created_by: { id: 7, username: "ops.elena", name: "Elena Ivanova", avatar: null },
      }),
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    await waitFor(() =>
      expect(args.onNavigate).toHaveBeenLastCalledWith("/campaign/help-maria-walk-again"),
    );
    await expect(within(canvasElement).queryByRole("heading", { name: "Withdrawals" })).toBeNull();
    await expect(sent(args.onRequest, "GET", "/api/v2/campaign/1042/withdraw")).toHaveLength(0);
  },
};

/** A guest is sent to the campaign page, like a member who is not the owner (000 §2), not to log in. */
export const Guest: Story = {
  args: { signedIn: false },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    await waitFor(() =>
      expect(args.onNavigate).toHaveBeenLastCalledWith("/campaign/help-maria-walk-again"),
    );
    await expect(args.onNavigate).not.toHaveBeenCalledWith(expect.stringMatching(/^\/login/));
    await expect(within(canvasElement).queryByRole("heading", { name: "Withdrawals" })).toBeNull();
    await expect(sent(args.onRequest, "GET", "/api/v2/campaign/1042/withdraw")).toHaveLength(0);
  },
};

/**
 * The owner's session answers after the campaign: the page waits for it (a skeleton) instead of
 * taking the owner for a guest and sending them to the campaign page.
 */
export const OwnerKnownLate: Story = {
  args: {
    overrides: {
      listWithdrawals: listOf(WITHDRAWALS),
      getCurrentUser: async () => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        return json(200, mockExample("getCurrentUser"));
      },
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(await page.findByText("Loading the campaign…")).toBeInTheDocument();
    await expect(await page.findByRole("heading", { level: 1, name: "Withdrawals" })).toBeVisible();
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

/** An unknown campaign: the 404 page. */
export const UnknownCampaign: Story = {
  args: {
    overrides: { fetchCampaign: () => json(404, { code: 404, message: "Not found." }) },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole("heading", {
        level: 1,
        name: "This page does not exist",
      }),
    ).toBeVisible();
  },
};

/** The campaign could not be loaded: an error with a reload. */
export const LoadFailed: Story = {
  args: {
    overrides: { fetchCampaign: () => json(500, { code: 500, message: "down" }) },
  },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "The campaign could not be loaded." }),
    ).toBeVisible();
    await userEvent.click(page.getByRole("button", { name: "Reload" }));
    await waitFor(() =>
      expect(sent(args.onRequest, "GET", "/api/v2/campaign/fetch").length).toBeGreaterThan(1),
    );
  },
};

/** Paid out in another currency: the available amount converted too (GET /campaign/{id}/balance). */
export const PayoutCurrency: Story = {
  args: {
    overrides: {
      listWithdrawals: listOf(WITHDRAWALS),
      fetchCampaign: campaignWith({
        currency: { id: 2, abbreviation: "BGN", name: "Bulgarian lev" },
        payoutCurrency: { id: 1, abbreviation: "EUR", name: "Euro" },
      }),
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const figures = await within(canvasElement).findByRole("region", {
      name: "Your campaign in figures",
    });
    await expect(
      await within(figures).findByText("In the payout currency: €11,309.36"),
    ).toBeVisible();
    await expect(sent(args.onRequest, "GET", "/api/v2/campaign/1042/balance")).toHaveLength(1);
  },
};

/**
 * A phone 390 CSS pixels wide (the test viewport, so the page's own breakpoints apply), tall
 * enough for Chromium to paint the whole page into the shot.
 */
const PHONE = {
  parameters: {
    viewport: {
      options: { phone: { name: "Phone", styles: { width: "390px", height: "2000px" } } },
    },
  },
  globals: { viewport: { value: "phone" } },
};

/** Every group of four of `iban` inside `element` lies on one line (a break only between groups). */
async function expectIbanGroupsWhole(element: Element, iban: string) {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const groups = iban.match(/.{1,4}/g) ?? [];
  const text: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) text.push(node as Text);
  for (const group of groups) {
    const node = text.find((candidate) => candidate.data.includes(group));
    await expect(node, `group ${group} of ${iban} is shown`).toBeTruthy();
    const range = document.createRange();
    const start = (node as Text).data.indexOf(group);
    range.setStart(node as Text, start);
    range.setEnd(node as Text, start + group.length);
    const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    await expect(lines.size, `group ${group} of ${iban} on one line`).toBe(1);
  }
}

/**
 * The owner's page on a phone: nothing runs off the side; in the list each amount and its "Paid"
 * badge stay together at the end of their request, right edges in line; IBANs (the list's own
 * account, the bank account box) break only between groups of four.
 */
export const Phone: Story = {
  ...PHONE,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const list = await page.findByRole("region", { name: "Your withdrawal requests" });
    await within(list).findByRole("link", { name: "Request #298" });
    const items = [...list.querySelectorAll<HTMLElement>("li")];
    await expect(items.length).toBeGreaterThan(1);
    for (const item of items) {
      // The amount and the state badge: the last block of the request.
      const figures = item.lastElementChild as HTMLElement;
      const [amount, badge] = [figures.firstElementChild, figures.lastElementChild].map((child) =>
        child?.getBoundingClientRect(),
      );
      const link = item.querySelector("a")?.getBoundingClientRect();
      // Beside the request's text, not under it; badge and amount flush at the end.
      await expect(Math.abs((amount?.top ?? 0) - (link?.top ?? 0))).toBeLessThan(8);
      await expect(Math.abs((amount?.right ?? 0) - (badge?.right ?? 0))).toBeLessThanOrEqual(1);
      await expect(badge?.right ?? 0).toBeLessThanOrEqual(item.getBoundingClientRect().right);
    }
    await expectIbanGroupsWhole(
      within(list).getByText(/^To your bank account/),
      "PL61109010140000071219812874",
    );
    const bank = page.getByRole("region", { name: "Payouts to your own account" });
    await within(bank).findByText("Approved");
    await expectIbanGroupsWhole(
      bank.querySelector('[data-slot="iban-text"]') as Element,
      "BG18RZBB91550123456789",
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The chooser on a phone: its heading is the first thing in the panel, Close on its line. */
export const PhoneChooser: Story = {
  ...PHONE,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole("button", { name: "Withdraw funds" }));
    const chooser = await page.findByRole("region", { name: "How do you want to withdraw?" });
    const panel = chooser.closest("section[tabindex]") as HTMLElement;
    const heading = within(chooser).getByRole("heading", { name: "How do you want to withdraw?" });
    const close = within(panel).getByRole("button", { name: "Close" });
    const top = panel.getBoundingClientRect().top;
    // Only the panel's padding (16 px) and border above the heading: no empty band.
    await expect(heading.getBoundingClientRect().top - top).toBeLessThan(28);
    await expect(
      Math.abs(close.getBoundingClientRect().top - heading.getBoundingClientRect().top),
    ).toBeLessThan(8);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
