import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  MANY_CURRENCIES,
  type PointerPick,
  pointerPickStory,
  pressOption,
  pressToOpen,
  showsChoice,
} from "../../testing";
import { Autocomplete, type AutocompleteProps } from "./Autocomplete";

interface Bank {
  iban: string;
  holder: string;
}
const banks: Bank[] = [
  { iban: "BG80BNBG96611020345678", holder: "Sofia Children's Hospital" },
  { iban: "BG18RZBB91550123456789", holder: "Varna Animal Shelter" },
  { iban: "DE89370400440532013000", holder: "Berliner Tafel e.V." },
  { iban: "FR1420041010050500013M02606", holder: "Restos du Cœur" },
];

/** Suggestions that answer after `delay` ms, as a server would. */
function Banks(props: Partial<AutocompleteProps<Bank>> & { delay?: number }) {
  const { delay = 200, onPick, ...rest } = props;
  const [text, setText] = useState("");
  const [picked, setPicked] = useState<string | null>(null);
  const [items, setItems] = useState<Bank[]>([]);
  const [isLoading, setLoading] = useState(false);
  useEffect(() => {
    const q = text.trim().toUpperCase();
    if (!q) return setItems([]);
    setLoading(true);
    const timer = setTimeout(() => {
      setItems(banks.filter((bank) => bank.iban.includes(q)));
      setLoading(false);
    }, delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  return (
    <Autocomplete<Bank>
      label="IBAN"
      className="cw:w-96"
      {...rest}
      items={items}
      getKey={(bank) => bank.iban}
      getText={(bank) => bank.iban}
      getDescription={(bank) => bank.holder}
      inputValue={text}
      onInputChange={setText}
      selectedKey={picked}
      onPick={(bank) => {
        setText(bank.iban);
        setPicked(bank.iban);
        onPick?.(bank);
      }}
      isLoading={isLoading}
    />
  );
}

const meta = {
  title: "UI/Autocomplete",
  component: Banks,
  args: { onPick: fn(), onBlur: fn() },
} satisfies Meta<typeof Banks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What the live regions (the field's spinner, the results count) say. */
const statusTexts = (element: HTMLElement) =>
  within(element)
    .getAllByRole("status")
    .map((status) => status.textContent);

/** Typed, then picked with the keyboard only: ArrowDown moves (wrapping), Enter picks. */
export const Keyboard: Story = {
  args: { description: "Type part of an IBAN, then pick with the arrow keys." },
  play: async ({ canvas, canvasElement, args }) => {
    const input = canvas.getByRole("combobox", { name: "IBAN" });
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard("bg");
    const listbox = await canvas.findByRole("listbox", { name: "IBAN" });
    await waitFor(() => expect(within(listbox).getAllByRole("option")).toHaveLength(2));
    await waitFor(() => expect(statusTexts(canvasElement)).toContain("2 results available"));
    await expect(input).not.toHaveAttribute("aria-activedescendant");
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    const first = within(listbox).getAllByRole("option")[0];
    await expect(input).toHaveAttribute("aria-activedescendant", first?.id);
    await userEvent.keyboard("{Enter}");
    await expect(input).toHaveValue("BG80BNBG96611020345678");
    await expect(args.onPick).toHaveBeenCalledWith(banks[0]);
    await expect(canvas.queryByRole("listbox")).toBeNull();
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await expect(input).toHaveFocus();
  },
};

/** Open with the picked option checked; a pointer hover highlights, a click picks. */
export const Open: Story = {
  parameters: { screenshot: { target: "page" } },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("combobox", { name: "IBAN" });
    await userEvent.type(input, "0");
    const listbox = await canvas.findByRole("listbox");
    await waitFor(() => expect(within(listbox).getAllByRole("option")).toHaveLength(4));
    await userEvent.click(within(listbox).getByRole("option", { name: /DE89/ }));
    await expect(args.onPick).toHaveBeenCalledWith(banks[2]);
    await expect(input).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    const reopened = await canvas.findByRole("listbox");
    await expect(within(reopened).getByRole("option", { name: /DE89/ })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  },
};

/** Escape closes the list and keeps what was typed; leaving the field closes it too. */
export const EscapeAndBlur: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("combobox", { name: "IBAN" });
    await userEvent.type(input, "FR");
    await canvas.findByRole("listbox");
    await userEvent.keyboard("{Escape}");
    await expect(canvas.queryByRole("listbox")).toBeNull();
    await expect(input).toHaveValue("FR");
    await userEvent.keyboard("{ArrowDown}");
    await canvas.findByRole("listbox");
    await userEvent.tab();
    await expect(canvas.queryByRole("listbox")).toBeNull();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

/** Still fetching: the list says so and the field's spinner speaks. */
export const Loading: Story = {
  parameters: { screenshot: { target: "page" } },
  args: { delay: 60_000 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole("combobox", { name: "IBAN" }), "BG");
    const listbox = await canvas.findByRole("listbox");
    await expect(listbox).toHaveTextContent("Loading options…");
    await expect(statusTexts(canvasElement)).toContain("Loading options…");
  },
};

export const Empty: Story = {
  parameters: { screenshot: { target: "page" } },
  args: { delay: 20 },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("combobox", { name: "IBAN" }), "zz");
    const listbox = await canvas.findByRole("listbox");
    await waitFor(() => expect(listbox).toHaveTextContent("No results"));
  },
};

export const Translated: Story = {
  globals: { locale: "de" },
  parameters: { screenshot: { target: "page" } },
  args: { delay: 20 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("button", { name: "Optionen anzeigen" })).toBeInTheDocument();
    await userEvent.type(canvas.getByRole("combobox", { name: "IBAN" }), "DE");
    const listbox = await canvas.findByRole("listbox");
    await waitFor(() => expect(within(listbox).getAllByRole("option")).toHaveLength(1));
    await waitFor(() => expect(statusTexts(canvasElement)).toContain("1 Ergebnis verfügbar"));
  },
};

export const Invalid: Story = {
  args: { errorMessage: "This IBAN's check digits are wrong.", isInvalid: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("combobox", { name: "IBAN" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("This IBAN's check digits are wrong.");
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "IBAN" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Show options" })).toBeDisabled();
  },
};

export const AllStates: Story = {
  render: () => (
    <div className="cw:grid cw:w-96 cw:gap-4">
      <Banks label="Default" />
      <Banks label="With help" description="Type part of an IBAN." />
      <Banks label="Invalid" isInvalid errorMessage="This IBAN's check digits are wrong." />
      <Banks label="Read only" isReadOnly />
      <Banks label="Disabled" isDisabled />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("combobox")).toHaveLength(5);
  },
};

/** Forty currencies filtered by what is typed; the picked one's text fills the field. */
function Currencies() {
  const [text, setText] = useState("");
  const [picked, setPicked] = useState<string | null>(null);
  const query = text.trim().toLowerCase();
  return (
    <Autocomplete
      label="Currency"
      items={MANY_CURRENCIES.filter((item) => item.name.toLowerCase().includes(query))}
      getKey={(item) => item.id}
      getText={(item) => item.name}
      inputValue={text}
      onInputChange={setText}
      selectedKey={picked}
      onPick={(item) => {
        setText(item.name);
        setPicked(item.id);
      }}
    />
  );
}

/** The whole list shown by the button; BGN picked with the pointer (issue 25). */
const pointerPick: PointerPick = {
  picker: <Currencies />,
  open: pressToOpen("Show options"),
  choose: pressOption(/^BGN/),
  picked: showsChoice("combobox", "Currency", "BGN · Bulgarian Lev"),
};

/** On a phone, in the light modal: the list fits the screen and a tap picks. */
export const PointerPickInModal: Story = pointerPickStory("modal", pointerPick);

/** On a phone, in the Radix dialog: the list fits the screen and a tap picks. */
export const PointerPickInDialog: Story = pointerPickStory("dialog", pointerPick);
