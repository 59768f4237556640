import { MockApiProvider, type MockOverrides, mockExample } from "@causeway/api-client/mocks";
import { existingUpload } from "@causeway/rules";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { BankAccountForm, type BankAccountFormProps } from "./BankAccountForm";

type HarnessProps = BankAccountFormProps & {
  overrides?: MockOverrides;
  onRequest?: (request: Request) => void;
};

function Harness({ overrides, onRequest, ...props }: HarnessProps) {
  return (
    <MockApiProvider overrides={overrides} onRequest={onRequest}>
      <div className="cw:w-[36rem]">
        <BankAccountForm {...props} />
      </div>
    </MockApiProvider>
  );
}

const BGN = { id: 2, abbreviation: "BGN", name: "Bulgarian lev" };
const filled = {
  defaultEntry: {
    iban: "BG18RZBB91550123456789",
    bic: "RZBBBGSF",
    country: "BG",
    bank: "Raiffeisenbank Bulgaria",
    currency: BGN,
  },
  defaultDocuments: { certificate: [existingUpload({ id: 5610, name: "bank-certificate.pdf" })] },
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const meta = {
  title: "Forms/BankAccountForm",
  component: Harness,
  args: {
    campaignId: 1042,
    beneficentName: "Мария Петрова",
    currencies: [{ id: 1, abbreviation: "EUR", name: "Euro" }, BGN],
    onCreated: fn(),
    onRequest: fn(),
  },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Starts from the beneficiary's name as the account holder, which the owner can correct. */
export const Clean: Story = {
  play: async ({ canvas }) => {
    const holder = canvas.getByRole("textbox", { name: /Account holder/ });
    await expect(holder).toHaveValue("Мария Петрова");
    await expect(holder).not.toHaveAttribute("readonly");
    await expect(holder).toHaveAccessibleDescription(
      /the account must belong to the campaign’s beneficiary/,
    );
    await expect(canvas.queryByText(/Beneficent/)).toBeNull();
    await expect(canvas.getByRole("button", { name: "Send for verification" })).toBeDisabled();
    await expect(canvas.getByText("Enter the IBAN.")).toBeVisible();
  },
};

/** Everything given but the documents: the sentence under the button says so. */
export const DocumentsMissing: Story = {
  args: { defaultEntry: filled.defaultEntry },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Send for verification" })).toBeDisabled();
    await expect(canvas.getByText(/Add at least one document/)).toBeVisible();
  },
};

export const InvalidIban: Story = {
  args: { ...filled, defaultEntry: { ...filled.defaultEntry, iban: "BG18RZBB91550123456780" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Correct the IBAN: it is not valid.")).toBeVisible();
  },
};

/** An emptied holder blocks the send, and says why under the button. */
export const HolderMissing: Story = {
  args: filled,
  play: async ({ canvas }) => {
    await userEvent.clear(canvas.getByRole("textbox", { name: /Account holder/ }));
    await expect(canvas.getByRole("button", { name: "Send for verification" })).toBeDisabled();
    await expect(canvas.getByText("Enter the account holder’s name.")).toBeVisible();
  },
};

/**
 * A full send: the payload of 000 §3 with the document typed by its list, and the holder as the
 * owner wrote it (the organisation's registered name, not the campaign's title).
 */
export const Sent: Story = {
  args: filled,
  play: async ({ canvas, args }) => {
    const holder = canvas.getByRole("textbox", { name: /Account holder/ });
    await userEvent.clear(holder);
    await userEvent.type(holder, "Maria Petrova");
    const send = canvas.getByRole("button", { name: "Send for verification" });
    await expect(send).toBeEnabled();
    await userEvent.click(send);
    await expect(
      await canvas.findByText("Your bank account was sent for verification."),
    ).toBeVisible();
    await waitFor(() => expect(args.onCreated).toHaveBeenCalledTimes(1));
    // Sent once: the button does not send the same account again.
    await expect(canvas.getByRole("button", { name: "Send for verification" })).toBeDisabled();
    const post = (args.onRequest as ReturnType<typeof fn>).mock.calls
      .map(([request]) => request as Request)
      .find((request) => request.method === "POST");
    await expect(await post?.json()).toEqual({
      campaign_id: 1042,
      bic: "RZBBBGSF",
      country: "BG",
      bank: "Raiffeisenbank Bulgaria",
      iban: "BG18RZBB91550123456789",
      holder_name: "Maria Petrova",
      currency: 2,
      documents: [{ id: 5610, type: "certificate" }],
    });
  },
};

const posts = (spy: unknown) =>
  (spy as ReturnType<typeof fn>).mock.calls
    .map(([request]) => request as Request)
    .filter((request) => request.method === "POST");

/**
 * Issue 25: a double click on "Send for verification" sends the account once; the button is busy
 * from the first press, and the request carries an Idempotency-Key.
 */
export const DoubleClick: Story = {
  args: {
    ...filled,
    overrides: {
      createBankAccount: async () => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        return json(201, mockExample("createBankAccount"));
      },
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvas, args }) => {
    const send = canvas.getByRole("button", { name: "Send for verification" });
    // Both presses arrive before the page draws again (a fast double click or double tap).
    send.click();
    send.click();
    await waitFor(() => expect(send).toHaveAttribute("aria-busy", "true"));
    await expect(
      await canvas.findByText("Your bank account was sent for verification."),
    ).toBeVisible();
    await expect(posts(args.onRequest)).toHaveLength(1);
    await expect(posts(args.onRequest)[0]?.headers.get("Idempotency-Key")).toMatch(
      /^[0-9a-f-]{36}$/,
    );
    await expect(args.onCreated).toHaveBeenCalledTimes(1);
  },
};

/** 000 §8: a creation failure shows the provider.iban error under the IBAN and blocks sending. */
export const ServerIbanError: Story = {
  args: {
    ...filled,
    overrides: {
      createBankAccount: () =>
        json(400, { code: 400, message: { "provider.iban": "forms.iban.wrong_checksum" } }),
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Send for verification" }));
    const iban = await canvas.findByRole("combobox", { name: /IBAN/ });
    await waitFor(() => expect(iban).toHaveAccessibleDescription(/This IBAN is not valid/));
    await expect(canvas.getByRole("button", { name: "Send for verification" })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: {
    ...filled,
    overrides: { createBankAccount: () => json(500, { code: 500, message: "boom" }) },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Send for verification" }));
    await expect(
      await canvas.findByText("The bank account could not be sent. Check the IBAN and try again."),
    ).toBeVisible();
  },
};
