import { MockApiProvider, type MockMode, type MockOverrides } from "@causeway/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { DonateWidget, type DonateWidgetProps } from "./DonateWidget";
import {
  CURRENCIES,
  donation,
  fieldErrors,
  sandboxCheckout,
  serverError,
} from "./DonateWidget.fixtures";

type HarnessProps = DonateWidgetProps & {
  mode?: MockMode;
  overrides?: MockOverrides;
  onRequest?: (request: Request) => void;
};

/** The widget alone inside a mock API, as a host embeds it. */
function Harness({ mode = "ok", overrides, onRequest, ...props }: HarnessProps) {
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
      <div className="w-[32rem]">
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

const donateButton = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole("button", { name: /^Donate / });

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
  parameters: { screenshot: { dark: true } },
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
  parameters: { screenshot: { dark: true } },
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

/** Digits only: a pasted "1 2a5" is 125, and the total follows the tip. */
export const CustomAmountWithTip: Story = {
  play: async ({ canvas }) => {
    const custom = await canvas.findByRole("textbox", { name: "Other amount (EUR)" });
    await userEvent.click(custom);
    await userEvent.paste("1 2a5");
    await expect(custom).toHaveValue("125");
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
    await userEvent.selectOptions(currency, "HUF · Hungarian forint");
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
  parameters: { screenshot: { dark: true } },
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
