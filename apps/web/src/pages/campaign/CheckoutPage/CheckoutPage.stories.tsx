import type { BankTransfer, Donation } from "@causeway/api-client";
import { mockExample } from "@causeway/api-client/mocks";
import { donationTransferReference, epcQrPayload, formatCreditorReference } from "@causeway/rules";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { PageStory } from "../../../testing/PageStory";

const donation = mockExample("getDonationByPayment").response as Donation;
const PAYMENT = "pi_3QbX2eLkdIwHu7ix0Yt8aZQe";
/** Where the checkout page reads the donation: by the provider's payment id alone. */
const BY_PAYMENT = `/api/v2/donation/payment/${PAYMENT}`;
const readsOf = (onRequest: unknown) =>
  (onRequest as ReturnType<typeof fn>).mock.calls
    .map(([request]) => new URL((request as Request).url))
    .filter((url) => url.pathname === BY_PAYMENT);

const meta = {
  title: "Web/Pages/Campaign/Checkout",
  component: PageStory,
  args: {
    // What a provider's page sends the donor back with: its own payment id (the sandbox adds the
    // donation and the outcome, which the page does not need).
    path: `/campaign/help-maria-walk-again/checkout?payment_id=${PAYMENT}`,
  },
  parameters: { layout: "fullscreen", screenshot: { target: "content" } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Back from the provider with a processed payment: the donation found by the payment id alone,
 * the thank-you with the certificate, Donate again and the way back to the campaign.
 */
export const Processed: Story = {
  args: { onRequest: fn() },
  parameters: { screenshot: { target: "content" } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "Your donation" }),
    ).toBeVisible();
    await expect(
      await page.findByRole("heading", { name: "Thank you, Lucía García!" }),
    ).toBeVisible();
    await expect(page.getByText("You gave €50.00 to Help Maria walk again.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the campaign" })).toHaveAttribute(
      "href",
      "/campaign/help-maria-walk-again",
    );
    await expect(page.getByRole("link", { name: /Download your certificate/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Donate again" })).toBeVisible();
    await expect(page.queryByRole("navigation", { name: "Main" })).toBeNull();
    await expect(readsOf(args.onRequest).length).toBeGreaterThan(0);
  },
};

/** Still PROCESSING: the confirming view (asked again until it is processed). */
export const Processing: Story = {
  args: {
    overrides: {
      getDonationByPayment: { response: { ...donation, payment_status: "PROCESSING" } },
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole("heading", { name: "Confirming your payment…" }),
    ).toBeVisible();
  },
};

/** Opened without a payment id: says so, with a way back, and asks the API nothing. */
export const NoDonation: Story = {
  args: { path: "/campaign/help-maria-walk-again/checkout" },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText("There is no donation to show")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the campaign" })).toBeVisible();
  },
};

/** A payment id nobody made (a link cut short): said plainly, with the way back; not retried. */
export const UnknownPayment: Story = {
  args: {
    onRequest: fn(),
    overrides: {
      getDonationByPayment: () =>
        Response.json({ code: 404, message: "Not found." }, { status: 404 }),
    },
  },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole("heading", { name: "We could not find this payment" }),
    ).toBeVisible();
    await expect(
      page.getByText(
        "The link may be incomplete. If you were charged, your receipt is on its way by e-mail.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the campaign" })).toHaveAttribute(
      "href",
      "/campaign/help-maria-walk-again",
    );
    await expect(readsOf(args.onRequest)).toHaveLength(1);
  },
};

/** The donation cannot be read right now (the server fails): an error with a retry. */
export const LoadFailed: Story = {
  args: {
    overrides: {
      getDonationByPayment: () => Response.json({ code: 500, message: "Down" }, { status: 500 }),
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole(
        "heading",
        { name: "Your donation could not be shown" },
        { timeout: 8000 },
      ),
    ).toBeVisible();
    await waitFor(() => expect(page.getByRole("button", { name: "Try again" })).toBeVisible());
  },
};

/** While the donation is on its way: a spinner that says so. */
export const Loading: Story = {
  args: { mode: "loading" },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "Your donation" }),
    ).toBeVisible();
    await expect(await page.findByRole("status")).toHaveTextContent("Loading…");
  },
};

// Back from the sandbox's card page (issue 10): the thank-you only once PROCESSED; a declined or
// cancelled payment says so and leads back to the donate form as the donor left it.

const FOR_1250 = { ...donation, initiatedAmount: 1250, initiatedTip: 0, amount: 1250, tip: 0 };

/** The provider has not answered yet: asked again until PROCESSED, then the exact amount. */
export const ProcessingThenProcessed: Story = {
  args: {
    onRequest: fn(),
    overrides: {
      getDonationByPayment: (() => {
        let asked = 0;
        return () => {
          asked += 1;
          const status = asked === 1 ? "PROCESSING" : "PROCESSED";
          return Response.json({ response: { ...FOR_1250, payment_status: status } });
        };
      })(),
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole("heading", { name: "Confirming your payment…" }),
    ).toBeVisible();
    await expect(page.queryByRole("heading", { name: /Thank you/ })).toBeNull();
    await expect(
      await page.findByRole("heading", { name: "Thank you, Lucía García!" }, { timeout: 6000 }),
    ).toBeVisible();
    await expect(page.getByText("You gave €12.50 to Help Maria walk again.")).toBeVisible();
    await expect(readsOf(args.onRequest)).toHaveLength(2);
  },
};

const DRAFT_KEY = "causeway.donate-draft.1042";
const KEPT = {
  currencyId: 1,
  presetIndex: null,
  custom: "12.50",
  tipPercent: 10,
  method: "STRIPE",
  isAnonymous: false,
  name: "Ana Lima",
  email: "ana.lima@example.pt",
};

/**
 * Declined: no thank-you, what happened, and Try again opens the donate page with the form the
 * widget kept in the tab's sessionStorage before it sent the donor to the card page.
 */
export const Declined: Story = {
  args: {
    onNavigate: fn(),
    overrides: {
      getDonationByPayment: {
        response: { ...FOR_1250, payment_status: "FAILED", certificate: null },
      },
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const heading = await page.findByRole("heading", { name: "Your payment was declined" });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(
      page.getByText(
        "Nothing was charged. Your donation of €12.50 to Help Maria walk again is kept: try again with another card or another payment method.",
      ),
    ).toBeVisible();
    await expect(page.queryByRole("heading", { name: /Thank you/ })).toBeNull();
    await expect(page.queryByRole("link", { name: /certificate/ })).toBeNull();
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(KEPT));
    try {
      await userEvent.click(page.getByRole("button", { name: "Try again" }));
      await waitFor(() =>
        expect(args.onNavigate).toHaveBeenCalledWith("/campaign/help-maria-walk-again/donate"),
      );
      const amount = await page.findByRole("textbox", { name: "Other amount (EUR)" });
      await expect(amount).toHaveValue("12.50");
      await expect(page.getByRole("radio", { name: /^10 %/ })).toBeChecked();
      await expect(page.getByRole("radio", { name: "Card (Stripe)" })).toBeChecked();
      await expect(page.getByRole("textbox", { name: /Full name/ })).toHaveValue("Ana Lima");
      await expect(page.getByRole("textbox", { name: /E-mail/ })).toHaveValue(
        "ana.lima@example.pt",
      );
    } finally {
      window.sessionStorage.removeItem(DRAFT_KEY);
    }
  },
};

/**
 * Issue 25: declined, and this tab kept no form (the provider brought the donor back in another
 * tab, or the storage keeps nothing): Try again still opens the donate page filled, from the
 * declined donation the page read (the e-mail, which the donation does not carry, aside).
 */
export const DeclinedNothingKept: Story = {
  args: {
    onNavigate: fn(),
    overrides: {
      getDonationByPayment: {
        response: {
          ...FOR_1250,
          initiatedTip: 125,
          tip: 125,
          payment_status: "FAILED",
          certificate: null,
        },
      },
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    window.sessionStorage.removeItem(DRAFT_KEY);
    const page = within(canvasElement);
    await page.findByRole("heading", { name: "Your payment was declined" });
    await userEvent.click(page.getByRole("button", { name: "Try again" }));
    await waitFor(() =>
      expect(args.onNavigate).toHaveBeenCalledWith("/campaign/help-maria-walk-again/donate"),
    );
    const amount = await page.findByRole("textbox", { name: "Other amount (EUR)" });
    await waitFor(() => expect(amount).toHaveValue("12.50"));
    await expect(page.getByRole("radio", { name: /^10 %/ })).toBeChecked();
    await expect(page.getByRole("radio", { name: "Card (Stripe)" })).toBeChecked();
    await expect(page.getByRole("textbox", { name: /Full name/ })).toHaveValue("Lucía García");
    await expect(page.getByRole("button", { name: "Donate €13.75" })).toBeVisible();
  },
};

/** Cancelled on the card page: said as such, nothing charged, the way back to the form. */
export const Cancelled: Story = {
  args: {
    overrides: {
      getDonationByPayment: {
        response: { ...FOR_1250, payment_status: "CANCELLED", certificate: null },
      },
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const heading = await page.findByRole("heading", { name: "You cancelled the payment" });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(
      page.getByText(
        "Nothing was charged. Your donation of €12.50 to Help Maria walk again is kept for another try.",
      ),
    ).toBeVisible();
    await expect(page.queryByRole("heading", { name: /Thank you/ })).toBeNull();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the campaign" })).toBeVisible();
  },
};

/**
 * Paid, then given back in full by staff (issue 29): said as such, with the amount that went back,
 * no certificate and no thank-you.
 */
export const Refunded: Story = {
  args: {
    overrides: {
      getDonationByPayment: {
        response: {
          ...donation,
          payment_status: "REFUNDED",
          refunded: 5500,
          amount: 0,
          tip: 0,
          certificate: null,
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const heading = await page.findByRole("heading", { name: "Your donation was refunded" });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(
      page.getByText("€55.00 went back to you. Help Maria walk again no longer counts it."),
    ).toBeVisible();
    await expect(page.queryByRole("heading", { name: /Thank you/ })).toBeNull();
    await expect(page.queryByRole("link", { name: /certificate/ })).toBeNull();
  },
};

/** Paid, and part of it given back: the thank-you says how much went back. */
export const PartlyRefunded: Story = {
  args: {
    overrides: {
      getDonationByPayment: { response: { ...donation, refunded: 2000, amount: 3000 } },
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole("heading", { name: "Thank you, Lucía García!" }),
    ).toBeVisible();
    await expect(page.getByText("€20.00 of it was refunded to you.")).toBeVisible();
  },
};

const REFERENCE = donationTransferReference(donation.id);
const TRANSFER: BankTransfer = {
  beneficiary: "Causeway Foundation",
  iban: "BG80BNBG96611020345678",
  bic: "BNBGBGSD",
  reference: REFERENCE,
  amount: 5500,
  currency: "EUR",
  epc_qr: epcQrPayload({
    beneficiary: "Causeway Foundation",
    iban: "BG80BNBG96611020345678",
    bic: "BNBGBGSD",
    amount: 5500,
    reference: REFERENCE,
  }),
};

/**
 * A bank transfer still waiting, opened again (a reload, the instructions e-mail's link): the
 * account, the amount, the reference and the QR code as the widget showed them, and no thank-you
 * until a statement pays it.
 */
export const BankTransferWaiting: Story = {
  args: {
    path: `/campaign/help-maria-walk-again/checkout?payment_id=${REFERENCE}`,
    overrides: {
      getDonationByPayment: {
        response: {
          ...donation,
          payment_status: "PROCESSING",
          payment_method: "BANK",
          payment_id: REFERENCE,
          certificate: null,
          bank_transfer: TRANSFER,
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const heading = await page.findByRole("heading", { name: "Pay by bank transfer" });
    await waitFor(() => expect(heading).toHaveFocus());
    // The step's code arrives with the first transfer shown (lazy).
    await page.findByText("Causeway Foundation");
    for (const text of ["BG80 BNBG 9661 1020 3456 78", "€55.00"])
      await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByText(formatCreditorReference(REFERENCE))).toBeVisible();
    await expect(
      await page.findByRole("img", { name: "QR code of the transfer for your banking app" }),
    ).toBeVisible();
    await expect(page.getByText("We have also e-mailed you these details.")).toBeVisible();
    await expect(page.queryByRole("heading", { name: /Thank you/ })).toBeNull();
  },
};
