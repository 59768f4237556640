import type { Currency } from "@causeway/api-client";
import { MockApiProvider, type MockMode, type MockOverrides } from "@causeway/api-client/mocks";
import { donationTransferReference, epcQrPayload, formatCreditorReference } from "@causeway/rules";
import type { Meta, StoryObj } from "@storybook/react-vite";
import jsQR from "jsqr";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { DonateWidget, type DonateWidgetProps } from "./DonateWidget";
import {
  CURRENCIES,
  donation,
  EUR,
  fieldErrors,
  HUF,
  sandboxCheckout,
  serverError,
} from "./DonateWidget.fixtures";
import { installFakeStripe, setFakeStripeDown } from "./fake-stripe-js";

type HarnessProps = DonateWidgetProps & {
  mode?: MockMode;
  overrides?: MockOverrides;
  onRequest?: (request: Request) => void;
  /** The classes of the frame around the widget: a 32rem column by default. */
  frame?: string;
};

/** The widget alone inside a mock API, as a host embeds it. */
function Harness({ mode = "ok", overrides, onRequest, frame, ...props }: HarnessProps) {
  return (
    <MockApiProvider
      mode={mode}
      overrides={{
        listCurrencies: CURRENCIES,
        createDonation: sandboxCheckout,
        getDonation: { response: donation() },
        ...overrides,
      }}
      onRequest={onRequest}
    >
      <div className={frame ?? "cw:w-[32rem]"}>
        <DonateWidget {...props} />
      </div>
    </MockApiProvider>
  );
}

const meta = {
  title: "Forms/DonateWidget",
  component: Harness,
  args: {
    campaign: { id: 1042, name: "Help Maria walk again" },
    currencyId: 1,
    returnUrl: "https://causeway.example/campaign/help-maria-walk-again/checkout",
    pollIntervalMs: 50,
    onRedirect: fn(),
    onComplete: fn(),
    onRequest: fn(),
  },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const donateButton = (canvas: ReturnType<typeof within>, name: RegExp = /^Donate /) =>
  canvas.getByRole("button", { name });

/** The error summary a refused submit shows, and the text of its links in order. */
const errorSummary = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole("alert", { name: "Check these fields before sending" });
const linkTexts = (summary: HTMLElement) =>
  within(summary)
    .getAllByRole("link")
    .map((link) => link.textContent);

/** The donation requests the widget sent. */
const posts = (spy: unknown) =>
  (spy as ReturnType<typeof fn>).mock.calls
    .map(([request]) => request as Request)
    .filter((request) => request.method === "POST");

/** A signed-in member: 25 € preselected, no tip, card first; ready to donate. */
export const Clean: Story = {
  play: async ({ canvas }) => {
    const amount = await canvas.findByRole("radiogroup", { name: "Amount" });
    await expect(within(amount).getByRole("radio", { name: "€25" })).toBeChecked();
    await expect(canvas.getByRole("radiogroup", { name: "Payment method" })).toBeVisible();
    await expect(canvas.getByRole("radio", { name: "Card (Stripe)" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "No tip" })).toBeChecked();
    await expect(canvas.queryByRole("textbox", { name: /Full name/ })).toBeNull();
    await expect(donateButton(canvas)).toHaveAccessibleName("Donate €25.00");
    await expect(donateButton(canvas)).toBeEnabled();
  },
};

/** A guest sees the donor details; the submit can be pressed, nothing is flagged before that. */
export const Guest: Story = {
  args: { isGuest: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("group", { name: "Your details" })).toBeVisible();
    await expect(donateButton(canvas)).toBeEnabled();
    await expect(canvas.getByRole("textbox", { name: /Full name/ })).not.toHaveAttribute(
      "aria-invalid",
    );
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

/**
 * A guest presses Donate before giving their details: nothing is sent, the error summary takes
 * focus and lists both missing fields, and each link moves focus to its field.
 */
export const GuestSubmitsEmpty: Story = {
  parameters: { screenshot: { fullHeight: true } },
  args: { isGuest: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Donate €25.00" }));
    const summary = await errorSummary(canvas);
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(linkTexts(summary)).toEqual(["Enter your name.", "Enter a valid e-mail address."]);
    const name = canvas.getByRole("textbox", { name: /Full name/ });
    const email = canvas.getByRole("textbox", { name: /E-mail/ });
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(/Enter a valid e-mail address\./);
    await expect(posts(args.onRequest)).toHaveLength(0);

    await userEvent.click(
      within(summary).getByRole("link", { name: "Enter a valid e-mail address." }),
    );
    await expect(email).toHaveFocus();
    await userEvent.click(within(summary).getByRole("link", { name: "Enter your name." }));
    await expect(name).toHaveFocus();
    // The links scrolled the page; the shot is taken from its top.
    window.scrollTo(0, 0);
  },
};

/** An amount under the minimum: Donate sends nothing; the summary links to the typed amount. */
export const CustomAmountUnderMinimum: Story = {
  play: async ({ canvas, args }) => {
    const custom = await canvas.findByRole("textbox", { name: "Other amount (EUR)" });
    await userEvent.type(custom, "3");
    await userEvent.tab();
    await expect(custom).toHaveAttribute("aria-invalid", "true");
    await expect(custom).toHaveAccessibleDescription(/The minimum donation is €5\.00\./);
    await expect(canvas.getByRole("radio", { name: "€25" })).not.toBeChecked();

    await userEvent.click(donateButton(canvas));
    const summary = await errorSummary(canvas);
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(linkTexts(summary)).toEqual(["The minimum donation is €5.00."]);
    await expect(posts(args.onRequest)).toHaveLength(0);
    await userEvent.click(within(summary).getByRole("link"));
    await expect(custom).toHaveFocus();
    await expect(custom).toHaveValue("3");
  },
};

/** A pasted "€125" is 125 €, and the total follows the tip. */
export const CustomAmountWithTip: Story = {
  play: async ({ canvas }) => {
    const custom = await canvas.findByRole("textbox", { name: "Other amount (EUR)" });
    await userEvent.click(custom);
    await userEvent.paste("€125");
    await expect(custom).toHaveValue("€125");
    await userEvent.click(canvas.getByRole("radio", { name: /^10 %/ }));
    await expect(canvas.getByRole("radio", { name: /^10 %/ })).toHaveAccessibleName(
      "10 % · €12.50",
    );
    await expect(donateButton(canvas)).toHaveAccessibleName("Donate €137.50");
  },
};

export const GuestDetailsMissing: Story = {
  args: { isGuest: true },
  play: async ({ canvas }) => {
    const name = await canvas.findByRole("textbox", { name: /Full name/ });
    const email = canvas.getByRole("textbox", { name: /E-mail/ });
    await userEvent.click(name);
    await userEvent.tab();
    await userEvent.type(email, "ana@");
    await userEvent.tab();
    await expect(name).toHaveAccessibleDescription("Enter your name.");
    await expect(email).toHaveAccessibleDescription(/Enter a valid e-mail address\./);
    // Leaving a field flags it under the field; only a submit brings the summary.
    await expect(canvas.queryByRole("alert")).toBeNull();
    await expect(donateButton(canvas)).toBeEnabled();
  },
};

/**
 * Keyboard only: a guest with a typo in the e-mail presses Donate; the summary lists just that
 * field, its link (Tab, Enter) lands in the e-mail box with everything typed still there, and once
 * it is corrected the donation goes out with every value given before the refused submit.
 */
export const GuestCorrectsAndDonates: Story = {
  args: { isGuest: true },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvas, args }) => {
    const custom = await canvas.findByRole("textbox", { name: "Other amount (EUR)" });
    const name = canvas.getByRole("textbox", { name: /Full name/ });
    const email = canvas.getByRole("textbox", { name: /E-mail/ });
    await userEvent.type(custom, "40");
    await userEvent.click(canvas.getByRole("radio", { name: /^5 %/ }));
    await userEvent.type(name, "Ana Lima");
    await userEvent.type(email, "ana.lima@");
    await userEvent.tab();
    await expect(donateButton(canvas)).toHaveFocus();
    await userEvent.keyboard("{Enter}");

    const summary = await errorSummary(canvas);
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(linkTexts(summary)).toEqual(["Enter a valid e-mail address."]);
    await expect(posts(args.onRequest)).toHaveLength(0);
    await userEvent.tab();
    await expect(within(summary).getByRole("link")).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(email).toHaveFocus();
    await expect(email).toHaveValue("ana.lima@");
    await expect(name).toHaveValue("Ana Lima");
    await expect(custom).toHaveValue("40");
    await expect(canvas.getByRole("radio", { name: /^5 %/ })).toBeChecked();

    await userEvent.keyboard("{End}example.pt");
    // Every problem fixed: the summary has nothing left to list.
    await expect(canvas.queryByRole("alert")).toBeNull();
    await userEvent.click(donateButton(canvas));
    await expect(
      await canvas.findByRole("heading", { name: "Thank you, Ana Lima!" }),
    ).toBeVisible();
    const sent = posts(args.onRequest);
    await expect(sent).toHaveLength(1);
    await expect(await sent[0]?.json()).toEqual({
      amount: 4000,
      tip: 200,
      currency: 1,
      payment_method: "STRIPE",
      is_anon: false,
      donator_type: "OTHER",
      donator_name: "Ana Lima",
      email: "ana.lima@example.pt",
      return_url: "https://causeway.example/campaign/help-maria-walk-again/checkout",
    });
  },
};

/** The forint: whole units, presets from its 2 000 Ft minimum, only the methods it takes. */
export const OtherCurrency: Story = {
  play: async ({ canvas }) => {
    const currency = await canvas.findByRole("combobox", { name: "Currency" });
    await userEvent.selectOptions(currency, "HUF · Hungarian Forint");
    await expect(canvas.getByRole("radio", { name: /10,000/ })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: /Card \(SafeCharge\)/ })).toBeDisabled();
    await expect(canvas.getByRole("radio", { name: /Bank transfer/ })).toBeEnabled();
    await expect(donateButton(canvas)).toHaveAccessibleName(/^Donate HUF\s?10,000$/);
  },
};

function methodStory(label: string, wire: string): Story {
  return {
    play: async ({ canvas, args }) => {
      const group = await canvas.findByRole("radiogroup", { name: "Payment method" });
      const radio = within(group).getByRole("radio", { name: label });
      await userEvent.click(within(group).getByRole("radio", { name: "Card (Stripe)" }));
      // Arrow keys move through a native radio group until the wanted method is checked.
      for (let step = 0; step < 5 && !(radio as HTMLInputElement).checked; step += 1) {
        await userEvent.keyboard("{ArrowRight}");
      }
      await expect(radio).toBeChecked();
      await expect(radio).toHaveFocus();
      await userEvent.click(donateButton(canvas));
      await expect(
        await canvas.findByRole("heading", { name: "Thank you, Ana Lima!" }),
      ).toBeVisible();
      const [call] = posts(args.onRequest);
      await expect((await call?.json())?.payment_method).toBe(wire);
    },
  };
}

export const MethodStripe = methodStory("Card (Stripe)", "STRIPE");
export const MethodSafeCharge = methodStory("Card (SafeCharge)", "SAFE_CHARGE");
export const MethodPayPal = methodStory("PayPal", "PAYPAL");
export const MethodBank = methodStory("Bank transfer", "BANK");
export const MethodApplePay = methodStory("Apple Pay", "APPLE_PAY");

export const Processing: Story = {
  args: {
    overrides: {
      getDonation: { response: donation({ payment_status: "PROCESSING", certificate: null }) },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Donate €25.00" }));
    const heading = await canvas.findByRole("heading", { name: "Confirming your payment…" });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole("status")).toHaveTextContent(/€25\.00/);
  },
};

/** The whole checkout of a guest, keyboard first, and the payload on the wire. */
export const FullCheckout: Story = {
  args: { isGuest: true },
  play: async ({ canvas, args }) => {
    const amount = await canvas.findByRole("radiogroup", { name: "Amount" });
    await userEvent.click(within(amount).getByRole("radio", { name: "€25" }));
    await userEvent.keyboard("{ArrowRight}");
    await expect(within(amount).getByRole("radio", { name: "€50" })).toBeChecked();
    await userEvent.click(canvas.getByRole("radio", { name: /^10 %/ }));
    await userEvent.click(canvas.getByRole("radio", { name: "PayPal" }));
    await userEvent.type(canvas.getByRole("textbox", { name: /Full name/ }), "Ana Lima");
    await userEvent.tab();
    await userEvent.keyboard("ana.lima@example.pt");
    await userEvent.click(donateButton(canvas));

    const heading = await canvas.findByRole("heading", { name: "Thank you, Ana Lima!" });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText("You gave €25.00 to Help Maria walk again.")).toBeVisible();
    await expect(canvas.getByRole("link", { name: /Download your certificate/ })).toBeVisible();
    await expect(args.onComplete).toHaveBeenCalledTimes(1);

    const [post] = posts(args.onRequest);
    await expect(post?.url).toMatch(/\/api\/v2\/campaign\/1042\/donation$/);
    await expect(post?.headers.get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
    await expect(await post?.json()).toEqual({
      amount: 5000,
      tip: 500,
      currency: 1,
      payment_method: "PAYPAL",
      is_anon: false,
      donator_type: "OTHER",
      donator_name: "Ana Lima",
      email: "ana.lima@example.pt",
      return_url: "https://causeway.example/campaign/help-maria-walk-again/checkout",
    });
  },
};

export const ServerError: Story = {
  args: { overrides: { createDonation: serverError } },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Donate €25.00" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "The donation could not be started. Nothing was charged; try again.",
    );
    // A retry of the same intent carries the same Idempotency-Key.
    await userEvent.click(donateButton(canvas));
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: "Donate €25.00" })).toBeEnabled(),
    );
    const keys = posts(args.onRequest).map((request) => request.headers.get("Idempotency-Key"));
    await expect(keys).toHaveLength(2);
    await expect(keys[0]).toBe(keys[1]);
  },
};

export const ServerFieldErrors: Story = {
  parameters: { screenshot: { fullHeight: true } },
  args: {
    isGuest: true,
    overrides: {
      createDonation: () =>
        fieldErrors({ amount: "donate.error.amount_min", email: "donate.error.email_invalid" }),
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole("textbox", { name: /Full name/ }), "Ana Lima");
    await userEvent.type(canvas.getByRole("textbox", { name: /E-mail/ }), "ana@blocked.example");
    await userEvent.click(donateButton(canvas));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Check the highlighted fields.",
    );
    const email = canvas.getByRole("textbox", { name: /E-mail/ });
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(/Enter a valid e-mail address\./);
    await expect(canvas.getByRole("radiogroup", { name: "Amount" })).toHaveAccessibleDescription(
      "The minimum donation is €5.00.",
    );
    await userEvent.type(email, "x");
    await expect(email).not.toHaveAttribute("aria-invalid");
  },
};

/**
 * After a 400, a submit refused in the widget: the summary takes over from the server's alert and
 * lists the server's messages still standing (amount and e-mail were not changed) with the new one.
 */
export const RefusedAfterServerErrors: Story = {
  args: ServerFieldErrors.args,
  parameters: { screenshot: { skip: true } },
  play: async ({ canvas, args }) => {
    const name = await canvas.findByRole("textbox", { name: /Full name/ });
    await userEvent.type(name, "Ana Lima");
    await userEvent.type(canvas.getByRole("textbox", { name: /E-mail/ }), "ana@blocked.example");
    await userEvent.click(donateButton(canvas));
    await expect(await canvas.findByText("Check the highlighted fields.")).toBeVisible();

    await userEvent.clear(name);
    await userEvent.click(donateButton(canvas));
    const summary = await errorSummary(canvas);
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(canvas.queryByText("Check the highlighted fields.")).toBeNull();
    await expect(linkTexts(summary)).toEqual([
      "The minimum donation is €5.00.",
      "Enter your name.",
      "Enter a valid e-mail address.",
    ]);
    await expect(posts(args.onRequest)).toHaveLength(1);
  },
};

export const Loading: Story = {
  args: { mode: "loading", overrides: { listCurrencies: undefined } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("status")).toHaveTextContent("Loading the donation form");
  },
};

export const LoadFailed: Story = {
  args: { overrides: { listCurrencies: serverError } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "The donation form could not be loaded.",
    );
    await expect(canvas.getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

// The card step (issue 10): a card payment is made on the provider's own page; the widget sends
// the donor there with the form kept, and shows the thank-you only for a PROCESSED donation.

const PAY_PAGE = "https://causeway.example/sandbox/pay/pi_sandbox_90250?lang=en";
const DRAFT_KEY = "causeway.donate-draft.1042";

/** createDonation answered as the sandbox answers a card payment: PROCESSING, with its page. */
async function cardCheckout(info: { request: Request }): Promise<Response> {
  const body = await (await sandboxCheckout(info)).json();
  body.response.payment.redirect_url = PAY_PAGE;
  return Response.json(body, { status: 201 });
}

/** Drafts kept in memory, as the site keeps them in the tab's sessionStorage. */
function memoryDrafts(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** A guest's 40 € with a 5 % tip by Card (SafeCharge), as the stories below fill it in. */
async function fillGuestDonation(canvas: ReturnType<typeof within>) {
  await userEvent.type(await canvas.findByRole("textbox", { name: "Other amount (EUR)" }), "40");
  await userEvent.click(canvas.getByRole("radio", { name: /^5 %/ }));
  await userEvent.click(canvas.getByRole("radio", { name: "Card (SafeCharge)" }));
  await userEvent.type(canvas.getByRole("textbox", { name: /Full name/ }), "Ana Lima");
  await userEvent.type(canvas.getByRole("textbox", { name: /E-mail/ }), "ana.lima@example.pt");
}

const KEPT = {
  currencyId: 1,
  presetIndex: null,
  custom: "40",
  tipPercent: 5,
  method: "SAFE_CHARGE",
  isAnonymous: false,
  name: "Ana Lima",
  email: "ana.lima@example.pt",
};

/**
 * A card payment: the API answers the sandbox's payment page, the widget sends the donor there
 * once (onRedirect, window.location.assign on the site) after keeping the form, and says where
 * they are going; a donation still PROCESSING gets no thank-you.
 */
export const CardPaymentRedirects: Story = {
  args: {
    isGuest: true,
    draftStorage: memoryDrafts(),
    overrides: {
      createDonation: cardCheckout,
      getDonation: {
        response: donation({
          payment_status: "PROCESSING",
          payment_method: "SAFE_CHARGE",
          certificate: null,
          initiatedAmount: 4000,
          initiatedTip: 200,
        }),
      },
    },
  },
  play: async ({ canvas, args }) => {
    await fillGuestDonation(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Donate €42.00" }));
    const heading = await canvas.findByRole("heading", { name: "Taking you to the payment page…" });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(args.onRedirect).toHaveBeenCalledTimes(1);
    await expect(args.onRedirect).toHaveBeenCalledWith(PAY_PAGE);
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "Complete your donation of €40.00 on the payment page.",
    );
    await expect(
      canvas.getByRole("link", { name: "Continue to the payment page" }),
    ).toHaveAttribute("href", PAY_PAGE);
    // Everything chosen and typed is kept for the way back.
    await expect(JSON.parse(args.draftStorage?.getItem(DRAFT_KEY) ?? "null")).toEqual(KEPT);
    // The status is asked again meanwhile; PROCESSING is no thank-you.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(canvas.queryByRole("heading", { name: /Thank you/ })).toBeNull();
    await expect(args.onComplete).not.toHaveBeenCalled();
    await expect(args.onRedirect).toHaveBeenCalledTimes(1);
  },
};

/**
 * The payment is declined: no thank-you, a clear message, and Try again brings back the form as
 * it was (amount, tip, method, details); sending it again is a new intent (a new key).
 */
export const DeclinedKeepsAmounts: Story = {
  args: {
    isGuest: true,
    overrides: {
      getDonation: {
        response: donation({
          payment_status: "FAILED",
          payment_method: "SAFE_CHARGE",
          certificate: null,
          initiatedAmount: 4000,
          initiatedTip: 200,
        }),
      },
    },
  },
  play: async ({ canvas, args }) => {
    await fillGuestDonation(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Donate €42.00" }));
    const heading = await canvas.findByRole("heading", { name: "Your payment was declined" });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(
      canvas.getByText(
        "Nothing was charged. Your donation of €40.00 to Help Maria walk again is kept: try again with another card or another payment method.",
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole("heading", { name: /Thank you/ })).toBeNull();
    await expect(args.onComplete).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(await canvas.findByRole("textbox", { name: "Other amount (EUR)" })).toHaveValue(
      "40",
    );
    await expect(canvas.getByRole("radio", { name: /^5 %/ })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "Card (SafeCharge)" })).toBeChecked();
    await expect(canvas.getByRole("textbox", { name: /Full name/ })).toHaveValue("Ana Lima");
    await expect(canvas.getByRole("textbox", { name: /E-mail/ })).toHaveValue(
      "ana.lima@example.pt",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Donate €42.00" }));
    await canvas.findByRole("heading", { name: "Your payment was declined" });
    const sent = posts(args.onRequest);
    await expect(sent).toHaveLength(2);
    await expect(await sent[1]?.json()).toEqual(await sent[0]?.json());
    await expect(sent[1]?.headers.get("Idempotency-Key")).not.toBe(
      sent[0]?.headers.get("Idempotency-Key"),
    );
  },
};

/** Back on the donate page after a declined or cancelled payment: the form as it was left. */
export const ComesBackToKeptForm: Story = {
  args: { isGuest: true, draftStorage: memoryDrafts({ [DRAFT_KEY]: JSON.stringify(KEPT) }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("textbox", { name: "Other amount (EUR)" })).toHaveValue(
      "40",
    );
    await expect(canvas.getByRole("radio", { name: "€25" })).not.toBeChecked();
    await expect(canvas.getByRole("radio", { name: /^5 %/ })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "Card (SafeCharge)" })).toBeChecked();
    await expect(canvas.getByRole("textbox", { name: /Full name/ })).toHaveValue("Ana Lima");
    await expect(donateButton(canvas)).toHaveAccessibleName("Donate €42.00");
  },
};

/**
 * Issue 25: "Try again" from a declined card in a tab that kept no form (the provider brought the
 * donor back in another tab): the widget starts from the declined donation, filled as it was
 * sent; only the e-mail, which a donation's answer does not carry, is typed again.
 */
export const ComesBackFromDeclinedDonation: Story = {
  args: {
    isGuest: true,
    draftStorage: memoryDrafts(),
    retryOf: {
      initiatedAmount: 4000,
      initiatedTip: 200,
      initiatedCurrency: { id: 1, abbreviation: "EUR", name: "Euro" },
      payment_method: "SAFE_CHARGE",
      is_anon: false,
      donator: { id: null, name: "Ana Lima", username: null, avatar: null },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("textbox", { name: "Other amount (EUR)" })).toHaveValue(
      "40",
    );
    await expect(canvas.getByRole("radio", { name: /^5 %/ })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "Card (SafeCharge)" })).toBeChecked();
    await expect(canvas.getByRole("textbox", { name: /Full name/ })).toHaveValue("Ana Lima");
    await expect(canvas.getByRole("textbox", { name: /E-mail/ })).toHaveValue("");
    await expect(donateButton(canvas)).toHaveAccessibleName("Donate €42.00");
  },
};

// Amounts as donors type and paste them, the per-payment maximum, and the phone layout (issue 10).
// Every amount on the wire is minor units.

const RON: Currency = {
  ...EUR,
  id: 6,
  name: "Romanian leu",
  abbreviation: "RON",
  currencySign: "lei",
  minValue: 2500,
  popular: false,
  default: false,
  paymentMethods: {
    methods: [
      { id: 1, name: "STRIPE" },
      { id: 4, name: "BANK" },
    ],
    payoutCurrency: { id: 1, abbreviation: "EUR", name: "Euro" },
  },
};
const WITH_RON = { listCurrencies: { response: { currencies: [EUR, RON, HUF] } } };

/** What the one donation request carried: amount and tip in minor units, and the currency. */
async function sentMoney(spy: unknown) {
  await waitFor(() => expect(posts(spy)).toHaveLength(1));
  const body = await posts(spy)[0]?.json();
  return { amount: body?.amount, tip: body?.tip, currency: body?.currency };
}

/** Types into the other-amount box after clearing it. */
async function typeAmount(box: HTMLElement, text: string) {
  await userEvent.clear(box);
  await userEvent.type(box, text);
}

/**
 * English: 12.50 with the locale's separator or the other one, never 1,250; three decimals are
 * refused under the field; the request carries 1250 minor units.
 */
export const DecimalAmountEnglish: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvas, args }) => {
    const custom = await canvas.findByRole("textbox", { name: "Other amount (EUR)" });
    await expect(custom).toHaveAttribute("inputmode", "decimal");
    await typeAmount(custom, "12.5");
    await expect(donateButton(canvas)).toHaveAccessibleName("Donate €12.50");
    await typeAmount(custom, "12.505");
    await userEvent.tab();
    await expect(custom).toHaveAccessibleDescription(/Enter at most two decimals \(cents\)\./);
    await typeAmount(custom, "12,50");
    await expect(custom).not.toHaveAttribute("aria-invalid");
    await expect(donateButton(canvas)).toHaveAccessibleName("Donate €12.50");
    await userEvent.click(donateButton(canvas));
    await expect(await sentMoney(args.onRequest)).toEqual({ amount: 1250, tip: 0, currency: 1 });
  },
};

/** German: "12,50" and "12.5" are 12,50 €; "1.250" is 1.250 €. */
export const DecimalAmountGerman: Story = {
  globals: { locale: "de" },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvas, args }) => {
    const custom = await canvas.findByRole("textbox", { name: "Anderer Betrag (EUR)" });
    await typeAmount(custom, "1.250");
    await expect(donateButton(canvas, /spenden$/)).toHaveAccessibleName(/^1\.250,00\s€ spenden$/);
    await typeAmount(custom, "12.5");
    await expect(donateButton(canvas, /spenden$/)).toHaveAccessibleName(/^12,50\s€ spenden$/);
    await typeAmount(custom, "12,50");
    await expect(donateButton(canvas, /spenden$/)).toHaveAccessibleName(/^12,50\s€ spenden$/);
    await userEvent.click(donateButton(canvas, /spenden$/));
    await expect(await sentMoney(args.onRequest)).toEqual({ amount: 1250, tip: 0, currency: 1 });
  },
};

/** Bulgarian, in lei: "30,75" is 30,75 RON (3075 minor units), not 3 075. */
export const DecimalAmountBulgarianRon: Story = {
  globals: { locale: "bg" },
  args: { overrides: WITH_RON },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(
      await canvas.findByRole("combobox", { name: "Валута" }),
      // The currency's name in the page's language (Intl.DisplayNames), not the server's English.
      "RON · Румънска лея",
    );
    const custom = canvas.getByRole("textbox", { name: "Друга сума (RON)" });
    await typeAmount(custom, "30,75");
    await userEvent.click(canvas.getByRole("radio", { name: /^10 %/ }));
    await expect(canvas.getByRole("radio", { name: /^10 %/ })).toHaveAccessibleName(
      /^10 % · 3,08\sRON$/,
    );
    await expect(donateButton(canvas, /^Дарете/)).toHaveAccessibleName(/^Дарете 33,83\sRON$/);
    await userEvent.click(donateButton(canvas, /^Дарете/));
    await expect(await sentMoney(args.onRequest)).toEqual({ amount: 3075, tip: 308, currency: 6 });
  },
};

/**
 * Issue 25: "-12,50" is refused as negative, in the donor's language, never given as 12,50 €; the
 * typed text stays and nothing is sent.
 */
export const NegativeAmountRefused: Story = {
  globals: { locale: "de" },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvas, args }) => {
    const custom = await canvas.findByRole("textbox", { name: "Anderer Betrag (EUR)" });
    await typeAmount(custom, "-12,50");
    await userEvent.tab();
    await expect(custom).toHaveValue("-12,50");
    await expect(custom).toHaveAccessibleDescription(
      /Ein negativer Betrag wird abgelehnt: Geben Sie den Betrag ein, den Sie spenden möchten\./,
    );
    await userEvent.click(donateButton(canvas, /spenden$/));
    await expect(custom).toHaveValue("-12,50");
    await expect(posts(args.onRequest)).toHaveLength(0);
  },
};

/** Pasted as people copy amounts: with a sign, with grouped thousands and a decimal comma. */
export const PastedAmounts: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvas, args }) => {
    const custom = await canvas.findByRole("textbox", { name: "Other amount (EUR)" });
    await userEvent.click(custom);
    await userEvent.paste("€12.50");
    await expect(custom).toHaveValue("€12.50");
    await expect(donateButton(canvas)).toHaveAccessibleName("Donate €12.50");
    await userEvent.clear(custom);
    await userEvent.paste("1,250");
    await expect(donateButton(canvas)).toHaveAccessibleName("Donate €1,250.00");
    await userEvent.clear(custom);
    await userEvent.paste("1 234,56");
    await expect(custom).toHaveValue("1 234,56");
    await expect(donateButton(canvas)).toHaveAccessibleName("Donate €1,234.56");
    await userEvent.click(donateButton(canvas));
    await expect(await sentMoney(args.onRequest)).toEqual({ amount: 123456, tip: 0, currency: 1 });
  },
};

/** The forint has no cents: "2500,50" is refused under the field; "12.500" is HUF 12,500. */
export const WholeUnitsForint: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(
      await canvas.findByRole("combobox", { name: "Currency" }),
      "HUF · Hungarian Forint",
    );
    const custom = canvas.getByRole("textbox", { name: "Other amount (HUF)" });
    await expect(custom).toHaveAttribute("inputmode", "numeric");
    await typeAmount(custom, "2500,50");
    await userEvent.tab();
    await expect(custom).toHaveAttribute("aria-invalid", "true");
    await expect(custom).toHaveAccessibleDescription(
      /This currency has no cents: enter a whole amount\./,
    );
    await userEvent.click(donateButton(canvas));
    await expect(posts(args.onRequest)).toHaveLength(0);
    await typeAmount(custom, "12.500");
    await expect(donateButton(canvas)).toHaveAccessibleName(/^Donate HUF\s12,500$/);
    await userEvent.click(donateButton(canvas));
    await expect(await sentMoney(args.onRequest)).toEqual({
      amount: 1250000,
      tip: 0,
      currency: 7,
    });
  },
};

/**
 * Above the card processor's per-payment maximum (999,999.99 €, tip included): the field says so,
 * Donate sends nothing and the summary links to the amount.
 */
export const OverMaximum: Story = {
  play: async ({ canvas, args }) => {
    const custom = await canvas.findByRole("textbox", { name: "Other amount (EUR)" });
    await userEvent.type(custom, "1000000");
    await userEvent.tab();
    const message = "One payment can be at most €999,999.99, tip included.";
    await expect(custom).toHaveAttribute("aria-invalid", "true");
    await expect(custom).toHaveAccessibleDescription(
      new RegExp(`${message.replace(/[.()]/g, "\\$&")}$`),
    );
    await userEvent.click(donateButton(canvas));
    const summary = await errorSummary(canvas);
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(linkTexts(summary)).toEqual([message]);
    await expect(posts(args.onRequest)).toHaveLength(0);
    window.scrollTo(0, 0);
  },
};

/** Exactly the maximum goes out; a tip on top of it is refused, since one payment carries both. */
export const AtMaximum: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvas, args }) => {
    const custom = await canvas.findByRole("textbox", { name: "Other amount (EUR)" });
    await userEvent.type(custom, "999999.99");
    await userEvent.tab();
    await expect(custom).not.toHaveAttribute("aria-invalid");
    await userEvent.click(canvas.getByRole("radio", { name: /^5 %/ }));
    await expect(custom).toHaveAccessibleDescription(
      /One payment can be at most €999,999\.99, tip included\.$/,
    );
    await userEvent.click(canvas.getByRole("radio", { name: "No tip" }));
    await expect(custom).not.toHaveAttribute("aria-invalid");
    await expect(donateButton(canvas)).toHaveAccessibleName("Donate €999,999.99");
    await userEvent.click(donateButton(canvas));
    await expect(await sentMoney(args.onRequest)).toEqual({
      amount: 99999999,
      tip: 0,
      currency: 1,
    });
  },
};

/** The server's answer for an amount over the maximum shows under the amount, translated. */
export const OverMaximumFromServer: Story = {
  parameters: { screenshot: { skip: true } },
  args: { overrides: { createDonation: () => fieldErrors({ amount: "donate.error.amount_max" }) } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Donate €25.00" }));
    await expect(await canvas.findByText("Check the highlighted fields.")).toBeVisible();
    await expect(canvas.getByRole("radiogroup", { name: "Amount" })).toHaveAccessibleDescription(
      "One payment can be at most €999,999.99, tip included.",
    );
  },
};

/** Tiles whose content is wider than the tile, as the donor would see it cut or spilling out. */
function overflowingTiles(root: HTMLElement) {
  return [...root.querySelectorAll<HTMLElement>("[data-slot=choice]")]
    .filter((tile) => tile.scrollWidth > tile.clientWidth)
    .map((tile) => tile.textContent);
}

/** How many lines an element's text takes. */
function lines(element: Element) {
  const height = element.getBoundingClientRect().height;
  const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight);
  return Math.round(height / lineHeight);
}

/**
 * German on a 390 px phone (the page's 16 px margins around the widget): every tile holds its
 * text ("Banküberweisung" included), each tip's percentage stays on one line with its amount on
 * the next, never a lone "5 % ·".
 */
export const PhoneGerman: Story = {
  parameters: { screenshot: { fullHeight: true } },
  globals: { locale: "de" },
  // One currency (no currency choice), so the whole widget fits the test's viewport.
  args: {
    frame: "cw:w-[390px] cw:px-4 cw:py-6 cw:box-border",
    overrides: { listCurrencies: { response: { currencies: [EUR] } } },
  },
  play: async ({ canvas, canvasElement }) => {
    const custom = await canvas.findByRole("textbox", { name: "Anderer Betrag (EUR)" });
    await userEvent.type(custom, "1875");
    await userEvent.click(canvas.getByRole("radio", { name: /^15 %/ }));
    await expect(canvas.getByRole("radio", { name: /^15 %/ })).toHaveAccessibleName(
      /^15 % · 281,25\s€$/,
    );
    await expect(canvas.getByRole("radio", { name: "Banküberweisung" })).toBeVisible();
    await expect(overflowingTiles(canvasElement)).toEqual([]);
    const tips = within(canvas.getByRole("radiogroup", { name: /^Trinkgeld/ }));
    for (const percent of ["5 %", "10 %", "15 %"]) {
      const label = tips.getByText(percent);
      await expect(lines(label)).toBe(1);
      await expect(label.closest("[data-slot=choice]")?.textContent).toMatch(
        new RegExp(`^${percent} · \\d`),
      );
    }
    const widget = canvasElement.querySelector<HTMLElement>("[data-slot=donate-widget]");
    await expect(widget?.getBoundingClientRect().width).toBe(358);
    await expect(widget && widget.scrollWidth <= widget.clientWidth).toBe(true);
  },
};

const CLIENT_SECRET = "pi_3QbX9kLkdIwHu7ix1Pq0Zc3M_secret_Xy7";

/** createDonation answered as Stripe's path answers: PROCESSING, with the card step's keys. */
async function stripeCheckout(info: { request: Request }): Promise<Response> {
  const body = await (await sandboxCheckout(info)).json();
  body.response.donation.payment_id = "pi_3QbX9kLkdIwHu7ix1Pq0Zc3M";
  body.response.payment.client_secret = CLIENT_SECRET;
  body.response.payment.publishable_key = "pk_test_causeway";
  return Response.json(body, { status: 201 });
}

/** The card step's fields (drawn by the fake of Stripe.js; Stripe's own are in its frames). */
const cardNumber = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole("textbox", { name: "Card number" });

/**
 * Stripe takes the card (issue 29): the donation is made first, then the card step in the page
 * (Stripe's Payment Element) asks for the card; once Stripe.js has taken it the widget waits for
 * the server to hear it (Stripe's webhook) and thanks the donor. Stripe.js is faked here
 * (`fake-stripe-js.ts`), as js.stripe.com cannot be reached from the stories.
 */
export const CardStepPays: Story = {
  args: {
    overrides: {
      createDonation: stripeCheckout,
      getDonation: {
        response: donation({ payment_id: "pi_3QbX9kLkdIwHu7ix1Pq0Zc3M", certificate: null }),
      },
    },
  },
  beforeEach: () => installFakeStripe(),
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Donate €25.00" }));
    const heading = await canvas.findByRole("heading", { name: "Pay by card" });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(
      await canvas.findByText(
        "Your donation of €25.00 to Help Maria walk again is ready. Enter your card to pay.",
      ),
    ).toBeVisible();
    const number = await cardNumber(canvas);
    const pay = canvas.getByRole("button", { name: "Pay €25.00" });
    await userEvent.type(number, "4242 4242 4242 4242");
    await waitFor(() => expect(pay).toBeEnabled());
    // Nothing is asked of the server while the card is typed in.
    const reads = () =>
      (args.onRequest as ReturnType<typeof fn>).mock.calls.filter(
        ([request]) =>
          (request as Request).method === "GET" && /\/donation\//.test((request as Request).url),
      ).length;
    await expect(reads()).toBe(0);
    await userEvent.click(pay);
    await canvas.findByRole("heading", { name: "Thank you, Ana Lima!" }, { timeout: 5000 });
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(posts(args.onRequest)).toHaveLength(1);
  },
};

/** Pays €25 by card in the card step: the donation, the decline on the first card if told. */
async function payByCard(canvas: ReturnType<typeof within>, card: string) {
  await userEvent.click(await canvas.findByRole("button", { name: "Donate €25.00" }));
  const number = await cardNumber(canvas);
  const pay = canvas.getByRole("button", { name: "Pay €25.00" });
  await waitFor(() => expect(pay).toBeEnabled());
  await userEvent.type(number, card);
  await userEvent.click(pay);
  return { number, pay };
}

const stripeArgs = {
  overrides: {
    createDonation: stripeCheckout,
    getDonation: {
      response: donation({ payment_id: "pi_3QbX9kLkdIwHu7ix1Pq0Zc3M", certificate: null }),
    },
  },
};

/**
 * A declined card: Stripe's words in an alert that takes the focus, nothing charged, and the
 * card step stays for another card.
 */
export const CardStepDeclined: Story = {
  args: stripeArgs,
  beforeEach: () => installFakeStripe(),
  play: async ({ canvas, args }) => {
    await payByCard(canvas, "4000 0000 0000 0002");
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Your card was declined.");
    await expect(alert).toHaveTextContent(
      "Nothing was charged. Check the card or use another one.",
    );
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    await expect(canvas.getByRole("heading", { name: "Pay by card" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Pay €25.00" })).toBeEnabled();
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

/** After a decline another card pays: one donation, however many cards were tried. */
export const CardStepDeclinedThenPays: Story = {
  args: stripeArgs,
  beforeEach: () => installFakeStripe(),
  parameters: { screenshot: { skip: true } },
  play: async ({ canvas, args }) => {
    const { number, pay } = await payByCard(canvas, "4000 0000 0000 0002");
    await canvas.findByRole("alert");
    await userEvent.clear(number);
    await userEvent.type(number, "4242 4242 4242 4242");
    await userEvent.click(pay);
    await canvas.findByRole("heading", { name: "Thank you, Ana Lima!" }, { timeout: 5000 });
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(posts(args.onRequest)).toHaveLength(1);
  },
};

/** "Change the donation" leaves the card step for the form as it was. */
export const CardStepBack: Story = {
  args: { overrides: { createDonation: stripeCheckout } },
  beforeEach: () => installFakeStripe(),
  parameters: { screenshot: { skip: true } },
  play: async ({ canvas }) => {
    const amount = await canvas.findByRole("radiogroup", { name: "Amount" });
    await userEvent.click(within(amount).getByRole("radio", { name: "€50" }));
    await userEvent.click(canvas.getByRole("button", { name: "Donate €50.00" }));
    await cardNumber(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Change the donation" }));
    await expect(
      within(await canvas.findByRole("radiogroup", { name: "Amount" })).getByRole("radio", {
        name: "€50",
      }),
    ).toBeChecked();
  },
};

/** createDonation for a card step whose Stripe.js is cut off (a publishable key of its own). */
async function offlineStripeCheckout(info: { request: Request }): Promise<Response> {
  const body = await (await stripeCheckout(info)).json();
  // A key of its own: the widget keeps one Stripe.js per key for the page, and the stories before
  // loaded the other one.
  body.response.payment.publishable_key = "pk_test_causeway_offline";
  return Response.json(body, { status: 201 });
}

const offlineStripe = {
  args: { overrides: { ...stripeArgs.overrides, createDonation: offlineStripeCheckout } },
  beforeEach: () => {
    installFakeStripe();
    setFakeStripeDown(true);
    return () => setFakeStripeDown(false);
  },
};

/** The donation made, the card step's failure: what it says, and its two ways on. */
async function toLoadFailure(canvas: ReturnType<typeof within>) {
  await userEvent.click(await canvas.findByRole("button", { name: "Donate €25.00" }));
  await expect(
    await canvas.findByText(
      "The card form could not be loaded. Check your connection and try again.",
    ),
  ).toBeVisible();
  await expect(canvas.queryByRole("textbox", { name: "Card number" })).toBeNull();
  await expect(canvas.getByRole("button", { name: "Change the donation" })).toBeVisible();
  return canvas.getByRole("button", { name: "Try again" });
}

/**
 * Stripe.js could not be loaded (the network dropped, a blocker stopped js.stripe.com): the card
 * step says so, with Try again and Change the donation; the donation is kept.
 */
export const CardStepLoadFailed: Story = {
  ...offlineStripe,
  play: async ({ canvas, args }) => {
    await toLoadFailure(canvas);
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

/** Once Stripe.js can load, Try again shows the card fields, for the same donation. */
export const CardStepLoadFailedThenLoads: Story = {
  ...offlineStripe,
  parameters: { screenshot: { skip: true } },
  play: async ({ canvas, args }) => {
    const again = await toLoadFailure(canvas);
    setFakeStripeDown(false);
    await userEvent.click(again);
    await expect(await cardNumber(canvas)).toBeVisible();
    // Nothing is sent again: one donation.
    await expect(posts(args.onRequest)).toHaveLength(1);
  },
};

const TRANSFER_REFERENCE = donationTransferReference(90250);
const TRANSFER = {
  beneficiary: "Causeway Foundation",
  iban: "BG80BNBG96611020345678",
  bic: "BNBGBGSD",
  reference: TRANSFER_REFERENCE,
  amount: 2500,
  currency: "EUR",
  epc_qr: epcQrPayload({
    beneficiary: "Causeway Foundation",
    iban: "BG80BNBG96611020345678",
    bic: "BNBGBGSD",
    amount: 2500,
    reference: TRANSFER_REFERENCE,
  }),
};

/** createDonation answered as the server answers a bank transfer to the platform's account. */
async function bankCheckout(info: { request: Request }): Promise<Response> {
  const body = await (await sandboxCheckout(info)).json();
  body.response.donation.payment_id = TRANSFER_REFERENCE;
  body.response.payment.bank_transfer = TRANSFER;
  return Response.json(body, { status: 201 });
}

/** What a banking app reads from the QR code on the page (the SVG drawn, then decoded). */
async function decodeQr(svg: SVGSVGElement): Promise<string | null> {
  const size = 400;
  const image = new Image(size, size);
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
  await image.decode();
  const canvas = document.createElement("canvas");
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext("2d");
  if (!context) return null;
  context.drawImage(image, 0, 0, size, size);
  return jsQR(context.getImageData(0, 0, size, size).data, size, size)?.data ?? null;
}

/**
 * A bank transfer (issue 29): the account, the amount and the donation's own reference, each
 * readable and the IBAN and reference to copy, and the EPC QR code a banking app scans. What the
 * code holds is decoded from the page as a scanner would: the IBAN, the amount and the reference.
 */
export const BankTransferDetails: Story = {
  args: {
    overrides: {
      createDonation: bankCheckout,
      getDonation: {
        response: donation({
          payment_status: "PROCESSING",
          payment_method: "BANK",
          payment_id: TRANSFER_REFERENCE,
          certificate: null,
        }),
      },
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByText("Bank transfer"));
    await userEvent.click(canvas.getByRole("button", { name: "Donate €25.00" }));
    const heading = await canvas.findByRole("heading", { name: "Pay by bank transfer" });
    await waitFor(() => expect(heading).toHaveFocus());
    const qr = (await canvas.findByRole("img", {
      name: "QR code of the transfer for your banking app",
    })) as unknown as SVGSVGElement;
    await expect(
      canvas.getByText(
        "Transfer €25.00 to the account below with this reference, so we know the transfer is your donation.",
      ),
    ).toBeVisible();
    for (const text of ["Causeway Foundation", "BG80 BNBG 9661 1020 3456 78", "BNBGBGSD", "€25.00"])
      await expect(canvas.getByText(text)).toBeVisible();
    await expect(canvas.getByText(formatCreditorReference(TRANSFER_REFERENCE))).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Copy IBAN" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Copy Reference" })).toBeVisible();
    const scanned = await decodeQr(qr);
    await expect(scanned?.split("\n")).toEqual([
      "BCD",
      "002",
      "1",
      "SCT",
      "BNBGBGSD",
      "Causeway Foundation",
      "BG80BNBG96611020345678",
      "EUR25.00",
      "",
      TRANSFER_REFERENCE,
    ]);
    await expect(canvas.getByText("We have also e-mailed you these details.")).toBeVisible();
    // It waits for the transfer: no thank-you yet.
    await expect(canvas.queryByRole("heading", { name: /Thank you/ })).toBeNull();
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};
