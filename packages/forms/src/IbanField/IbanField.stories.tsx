import { MockApiProvider, type MockApiProviderProps } from "@causeway/api-client/mocks";
import { EMPTY_IBAN_ENTRY, type IbanEntryState } from "@causeway/rules";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { IbanDetails } from "./IbanDetails";
import { IbanField } from "./IbanField";

const CURRENCIES = [
  { id: 1, abbreviation: "EUR", name: "Euro" },
  { id: 2, abbreviation: "BGN", name: "Bulgarian lev" },
  { id: 6, abbreviation: "RON", name: "Romanian leu" },
];

interface DemoProps {
  /** Render the bank details under the field (the default). */
  details?: boolean;
  initial?: Partial<IbanEntryState>;
  errorMessage?: string;
  isDisabled?: boolean;
  suggestProviders?: boolean;
  api?: Omit<MockApiProviderProps, "children">;
}

/** The IBAN field with the bank details it fills, as the provider form lays them out. */
function Demo({
  details = true,
  initial,
  errorMessage,
  isDisabled,
  suggestProviders,
  api,
}: DemoProps) {
  const [entry, setEntry] = useState<IbanEntryState>({ ...EMPTY_IBAN_ENTRY, ...initial });
  return (
    <MockApiProvider {...api}>
      <div className="cw:flex cw:w-[36rem] cw:flex-col cw:gap-4">
        <IbanField
          value={entry}
          onChange={setEntry}
          errorMessage={errorMessage}
          isDisabled={isDisabled}
          suggestProviders={suggestProviders}
        />
        {details ? (
          <IbanDetails
            value={entry}
            onChange={setEntry}
            currencies={CURRENCIES}
            isDisabled={isDisabled}
          />
        ) : null}
      </div>
    </MockApiProvider>
  );
}

const meta = {
  title: "Forms/IbanField",
  component: Demo,
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);
const VALID_DE = "DE89370400440532013000";
const ibanStatus = (root: HTMLElement) =>
  root.querySelector('[data-slot="iban-status"]') as HTMLElement;

export const Clean: Story = {
  play: async ({ canvas }) => {
    const iban = canvas.getByRole("combobox", { name: "IBAN" });
    await expect(iban).toHaveValue("");
    await expect(iban).toHaveAccessibleDescription(/Type the IBAN/);
    await expect(canvas.getByRole("textbox", { name: "BIC (SWIFT)" })).not.toHaveAttribute(
      "readonly",
    );
  },
};

/** Ten providers whose IBAN starts with BG: more than either limit. */
const MANY_PROVIDERS = Array.from({ length: 10 }, (_, index) => ({
  iban: `BG${String(10 + index)}BNBG966110203456${String(10 + index)}`,
  bic: "BNBGBGSD",
  bank: "Bulgarian National Bank",
  country: "BG",
  holder_name: `Provider ${index + 1}`,
  currency: { id: 2, abbreviation: "BGN", name: "Bulgarian lev" },
}));

/** 8 suggestions while typing; after a pick the list closes, and reopened it offers 4. */
export const FourAfterPick: Story = {
  parameters: { screenshot: { target: "page" } },
  args: {
    details: false,
    api: {
      overrides: { searchWithdrawProviders: { response: { providers: MANY_PROVIDERS } } },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const iban = canvas.getByRole("combobox", { name: "IBAN" });
    await userEvent.click(iban);
    await userEvent.keyboard("bg");
    const listbox = await body(canvasElement).findByRole("listbox");
    await waitFor(() => expect(within(listbox).getAllByRole("option")).toHaveLength(8));
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(iban).toHaveValue(MANY_PROVIDERS[0]?.iban);
    await expect(body(canvasElement).queryByRole("listbox")).toBeNull();
    await userEvent.keyboard("{ArrowDown}");
    const again = await body(canvasElement).findByRole("listbox");
    await waitFor(() => expect(within(again).getAllByRole("option")).toHaveLength(4));
    await expect(within(again).getAllByRole("option")[0]).toHaveAttribute("aria-selected", "true");
  },
};

/** Picking a suggestion fills and locks every field but the IBAN; typing unlocks and clears. */
export const PickLocks: Story = {
  play: async ({ canvas, canvasElement }) => {
    const iban = canvas.getByRole("combobox", { name: "IBAN" });
    await userEvent.click(iban);
    await userEvent.keyboard("bg80");
    await expect(iban).toHaveValue("BG80");
    const listbox = await body(canvasElement).findByRole("listbox");
    await waitFor(() => expect(within(listbox).getAllByRole("option")).toHaveLength(2));
    await expect(within(listbox).getAllByRole("option")[0]).toHaveTextContent(
      "Rehabilitation Centre Vita · Bulgarian National Bank",
    );
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(iban).toHaveValue("BG80BNBG96611020345678");
    const bic = canvas.getByRole("textbox", { name: "BIC (SWIFT)" });
    await expect(bic).toHaveValue("BNBGBGSD");
    await expect(bic).toHaveAttribute("readonly");
    await expect(canvas.getByRole("textbox", { name: "Bank" })).toHaveAttribute("readonly");
    await expect(canvas.getByRole("textbox", { name: "Bank country" })).toHaveValue("BG");
    const holder = canvas.getByRole("textbox", { name: "Recipient name" });
    await expect(holder).toHaveValue("Rehabilitation Centre Vita");
    await expect(holder).toHaveAttribute("readonly");
    await expect(canvas.getByRole("combobox", { name: "Currency" })).toBeDisabled();
    await expect(iban).not.toHaveAttribute("readonly");
    await expect(ibanStatus(canvasElement)).toHaveTextContent(
      "Details filled in from Rehabilitation Centre Vita.",
    );
    // Typing in the IBAN clears bic, bank, country, currency and holder name, and unlocks them.
    await userEvent.keyboard("{Backspace}");
    await userEvent.keyboard("{Escape}");
    await expect(bic).toHaveValue("");
    await expect(bic).not.toHaveAttribute("readonly");
    await expect(holder).toHaveValue("");
    await expect(canvas.getByRole("combobox", { name: "Currency" })).toBeEnabled();
  },
};

const KLINIK = {
  iban: VALID_DE,
  bic: "COBADEFFXXX",
  bank: "Commerzbank",
  country: "DE",
  holder_name: "Orthopädie Klinik München",
  currency: { id: 1, abbreviation: "EUR", name: "Euro" },
};
/** The searches the mock saw, as sent. */
const searches: string[] = [];

/**
 * A provider is found by a name with a space in it: the name stays as typed (no spaces removed,
 * no upper-casing) and is searched as typed; picking it fills the IBAN.
 */
export const SearchByName: Story = {
  args: {
    details: false,
    api: {
      overrides: {
        searchWithdrawProviders: ({ request }) => {
          const search = new URL(request.url).searchParams.get("search") ?? "";
          searches.push(search);
          const found = KLINIK.holder_name.toLowerCase().includes(search.toLowerCase());
          return Response.json({ response: { providers: found ? [KLINIK] : [] } });
        },
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    searches.length = 0;
    const iban = canvas.getByRole("combobox", { name: "IBAN" });
    await userEvent.click(iban);
    await userEvent.keyboard("Klinik Mün");
    await expect(iban).toHaveValue("Klinik Mün");
    const listbox = await body(canvasElement).findByRole("listbox");
    await waitFor(() =>
      expect(within(listbox).getByRole("option")).toHaveTextContent("Orthopädie Klinik München"),
    );
    await expect(searches.at(-1)).toBe("Klinik Mün");
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(iban).toHaveValue(VALID_DE);
  },
};

/** A name typed and left without a pick is not an IBAN: the field says what to do. */
export const NameNotPicked: Story = {
  args: { details: false },
  play: async ({ canvas }) => {
    const iban = canvas.getByRole("combobox", { name: "IBAN" });
    await userEvent.click(iban);
    await userEvent.keyboard("Clinic Vita");
    await userEvent.keyboard("{Escape}");
    await userEvent.tab();
    await expect(iban).toHaveValue("Clinic Vita");
    await expect(iban).toHaveAccessibleDescription(
      /Choose a provider from the list, or type the IBAN\./,
    );
  },
};

/** The owner's own account: no provider's IBAN is ever offered, no search is sent. */
export const OwnAccount: Story = {
  args: {
    details: false,
    suggestProviders: false,
    api: {
      overrides: {
        searchWithdrawProviders: ({ request }) => {
          searches.push(new URL(request.url).searchParams.get("search") ?? "");
          return Response.json({ response: { providers: [KLINIK] } });
        },
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    searches.length = 0;
    const iban = canvas.getByRole("combobox", { name: "IBAN" });
    await expect(iban).toHaveAccessibleDescription(/in the beneficiary's name/);
    await userEvent.click(iban);
    await userEvent.keyboard("de89");
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(body(canvasElement).queryByRole("listbox")).toBeNull();
    await userEvent.keyboard("{ArrowDown}");
    await expect(body(canvasElement).queryByRole("option")).toBeNull();
    await expect(searches).toEqual([]);
  },
};

/** A typed IBAN of 10+ characters is verified on leaving it: bic, bank and country lock. */
export const VerifyOnBlur: Story = {
  play: async ({ canvas, canvasElement }) => {
    const iban = canvas.getByRole("combobox", { name: "IBAN" });
    await userEvent.click(iban);
    await userEvent.paste(`de89 3704 0044 0532 0130 00`);
    await expect(iban).toHaveValue(VALID_DE);
    await userEvent.keyboard("{Escape}");
    await userEvent.tab();
    await waitFor(() =>
      expect(ibanStatus(canvasElement)).toHaveTextContent(
        "Checked: the account is at Commerzbank.",
      ),
    );
    const bic = canvas.getByRole("textbox", { name: "BIC (SWIFT)" });
    await expect(bic).toHaveValue("COBADEFFXXX");
    await expect(bic).toHaveAttribute("readonly");
    await expect(canvas.getByRole("textbox", { name: "Bank country" })).toHaveAttribute("readonly");
    // The holder name and currency stay for the user to fill.
    const holder = canvas.getByRole("textbox", { name: "Recipient name" });
    await expect(holder).not.toHaveAttribute("readonly");
    await userEvent.type(holder, "Clinic Vita");
    await expect(holder).toHaveValue("Clinic Vita");
  },
};

/** Under 10 characters nothing is verified; the checksum rule speaks instead. */
export const ChecksumError: Story = {
  play: async ({ canvas }) => {
    const iban = canvas.getByRole("combobox", { name: "IBAN" });
    await userEvent.click(iban);
    await userEvent.paste("DE89370400440532013001");
    await userEvent.keyboard("{Escape}");
    await userEvent.tab();
    await expect(iban).toBeInvalid();
    await expect(iban).toHaveAccessibleDescription(
      /This IBAN is not valid\. Check it for a mistyped character\./,
    );
    await userEvent.click(iban);
    await userEvent.keyboard("{Backspace}{Backspace}{Backspace}");
    await expect(iban).toHaveAccessibleDescription(/An IBAN from this country has 22 characters\./);
    await userEvent.keyboard("{Escape}");
  },
};

export const VerificationFailed: Story = {
  args: {
    api: {
      overrides: {
        verifyIban: ({ request }) =>
          Response.json({
            response: {
              iban: new URL(request.url).searchParams.get("iban") ?? "",
              bic: "",
              bank: "",
              country: "",
              valid: false,
            },
          }),
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const iban = canvas.getByRole("combobox", { name: "IBAN" });
    await userEvent.click(iban);
    await userEvent.paste(VALID_DE);
    await userEvent.keyboard("{Escape}");
    await userEvent.tab();
    await waitFor(() =>
      expect(ibanStatus(canvasElement)).toHaveTextContent(/could not confirm this IBAN/),
    );
    await expect(canvas.getByRole("textbox", { name: "BIC (SWIFT)" })).not.toHaveAttribute(
      "readonly",
    );
  },
};

/** Too many checks in a row (429): the field says to wait, never that the IBAN is wrong. */
export const VerificationRateLimited: Story = {
  args: {
    api: {
      overrides: {
        verifyIban: () =>
          Response.json({ code: 429, message: "Too many requests" }, { status: 429 }),
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const iban = canvas.getByRole("combobox", { name: "IBAN" });
    await userEvent.click(iban);
    await userEvent.paste(VALID_DE);
    await userEvent.keyboard("{Escape}");
    await userEvent.tab();
    await waitFor(() =>
      expect(ibanStatus(canvasElement)).toHaveTextContent(/Too many IBAN checks in a row/),
    );
    await expect(ibanStatus(canvasElement)).not.toHaveTextContent(/could not confirm/);
    await expect(iban).toHaveValue(VALID_DE);
  },
};

export const SuggestionsLoading: Story = {
  args: { api: { mode: "loading" } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "IBAN" }));
    await userEvent.keyboard("B");
    const listbox = await body(canvasElement).findByRole("listbox");
    await waitFor(() => expect(listbox).toHaveTextContent("Loading options…"));
    await userEvent.keyboard("{Escape}");
  },
};

/** The list says the search failed; the IBAN can still be typed. Left open for the shot. */
export const SuggestionsFailed: Story = {
  parameters: { screenshot: { target: "page" } },
  args: {
    details: false,
    api: {
      overrides: {
        searchWithdrawProviders: () => Response.json({ message: "down" }, { status: 500 }),
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "IBAN" }));
    await userEvent.keyboard("B");
    const listbox = await body(canvasElement).findByRole("listbox");
    await waitFor(() =>
      expect(listbox).toHaveTextContent(
        "Suggestions could not be loaded; you can still type the IBAN.",
      ),
    );
  },
};

export const Picked: Story = {
  args: {
    initial: {
      iban: "BG80BNBG96611020345678",
      bic: "BNBGBGSD",
      bank: "Bulgarian National Bank",
      country: "BG",
      currency: CURRENCIES[1],
      holderName: "Rehabilitation Centre Vita",
      mode: "picked",
      locked: ["bic", "bank", "country", "currency", "holderName"],
    },
  },
};

export const ServerError: Story = {
  args: { initial: { iban: VALID_DE }, errorMessage: "Enter the IBAN." },
  play: async ({ canvas }) => {
    const iban = canvas.getByRole("combobox", { name: "IBAN" });
    await expect(iban).toBeInvalid();
    await expect(iban).toHaveAccessibleDescription(/Enter the IBAN\./);
  },
};

export const Disabled: Story = {
  args: { initial: { iban: VALID_DE }, isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "IBAN" })).toBeDisabled();
  },
};
