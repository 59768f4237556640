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

/** A guest sees the donor details; the submit is blocked with a sentence until they are given. */
export const Guest: Story = {
  args: { isGuest: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("group", { name: "Your details" })).toBeVisible();
    await expect(donateButton(canvas)).toBeDisabled();
    await expect(canvas.getByText("Enter your name. Enter a valid e-mail address.")).toBeVisible();
  },
};

export const CustomAmountUnderMinimum: Story = {
  play: async ({ canvas }) => {
    const custom = await canvas.findByRole("textbox", { name: "Other amount (EUR)" });
    await userEvent.type(custom, "3");
    await userEvent.tab();
    await expect(custom).toHaveAttribute("aria-invalid", "true");
    await expect(custom).toHaveAccessibleDescription(/The minimum donation is €5\.00\./);
    await expect(canvas.getByRole("radio", { name: "€25" })).not.toBeChecked();
    await expect(donateButton(canvas)).toBeDisabled();
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
    await expect(donateButton(canvas)).toBeDisabled();
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
      const call = (args.onRequest as ReturnType<typeof fn>).mock.calls
        .map(([request]) => request as Request)
        .find((request) => request.method === "POST");
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

    const post = (args.onRequest as ReturnType<typeof fn>).mock.calls
      .map(([request]) => request as Request)
      .find((request) => request.method === "POST");
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
    const keys = (args.onRequest as ReturnType<typeof fn>).mock.calls
      .map(([request]) => request as Request)
      .filter((request) => request.method === "POST")
      .map((request) => request.headers.get("Idempotency-Key"));
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
