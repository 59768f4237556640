import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import {
  MANY_CURRENCIES,
  type PointerPick,
  pointerPickStory,
  pressOption,
  pressToOpen,
  showsChoice,
} from "../../testing";
import { SelectItem, SelectSection } from "./ListBoxParts";
import { Select } from "./Select";

const currencies = [
  { id: "eur", name: "Euro" },
  { id: "usd", name: "US dollar" },
  { id: "bgn", name: "Bulgarian lev" },
  { id: "gbp", name: "Pound sterling", disabled: true },
];

const meta = {
  title: "UI/Select",
  component: Select,
  args: { label: "Currency", onChange: fn(), className: "cw:w-64", children: null },
  render: (args) => (
    <Select {...args} items={currencies} disabledKeys={["gbp"]}>
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  ),
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** Chosen with the keyboard only: Tab, ArrowDown opens, ArrowDown moves, Enter picks. */
export const Default: Story = {
  args: { description: "The currency the campaign collects in." },
  play: async ({ canvas, canvasElement, args }) => {
    const trigger = canvas.getByRole("button", { name: /Currency/ });
    await expect(trigger).toHaveTextContent("Select an option");
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    const listbox = await body(canvasElement).findByRole("listbox");
    await expect(within(listbox).getAllByRole("option")).toHaveLength(4);
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(trigger).toHaveTextContent("US dollar");
    await expect(args.onChange).toHaveBeenLastCalledWith("usd");
    await expect(trigger).toHaveFocus();
  },
};

/** Open, with the chosen option checked and a disabled one; the page is shot for the popover. */
export const Open: Story = {
  args: { defaultValue: "bgn" },
  parameters: { screenshot: { target: "page" } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: /Currency/ }));
    const listbox = await body(canvasElement).findByRole("listbox");
    await expect(within(listbox).getByRole("option", { name: "Bulgarian lev" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(within(listbox).getByRole("option", { name: "Pound sterling" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  },
};

export const WithSections: Story = {
  parameters: { screenshot: { target: "page" } },
  args: { label: "Category" },
  render: (args) => (
    <Select {...args}>
      <SelectSection title="Health">
        <SelectItem id="medical">Medical treatment</SelectItem>
        <SelectItem id="rehab" description="Physiotherapy, prosthetics">
          Rehabilitation
        </SelectItem>
      </SelectSection>
      <SelectSection title="Community">
        <SelectItem id="animals">Animals</SelectItem>
        <SelectItem id="education">Education</SelectItem>
      </SelectSection>
    </Select>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: /Category/ }));
    const listbox = await body(canvasElement).findByRole("listbox");
    await expect(within(listbox).getAllByRole("group")).toHaveLength(2);
    await expect(within(listbox).getByRole("group", { name: "Community" })).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: "eur" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /Currency/ })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, isRequired: true, errorMessage: "Choose a currency." },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: /Currency/ });
    await expect(trigger).toHaveAccessibleDescription("Choose a currency.");
  },
};

export const Translated: Story = {
  globals: { locale: "de" },
  args: { label: "Währung" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /Währung/ })).toHaveTextContent(
      "Option auswählen",
    );
  },
};

export const LongText: Story = {
  args: { label: "Hospital", defaultValue: "long", className: "cw:w-64" },
  render: (args) => (
    <Select {...args}>
      <SelectItem id="long">
        University Hospital for Active Treatment of Children "Saint Anna"
      </SelectItem>
      <SelectItem id="short">City clinic</SelectItem>
    </Select>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /Hospital/ })).toHaveTextContent(/Saint Anna/);
  },
};

/** Sizes and states in light and dark. */
export const AllStates: Story = {
  render: () => (
    <div className="cw:grid cw:w-[34rem] cw:grid-cols-2 cw:gap-5">
      {(["sm", "md", "lg"] as const).map((size) => (
        <Select key={size} size={size} label={`Size ${size}`} items={currencies}>
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
      ))}
      <Select label="Chosen" items={currencies} defaultValue="eur">
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      <Select label="Disabled" items={currencies} isDisabled>
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      <Select label="Invalid" items={currencies} isInvalid errorMessage="Choose a currency.">
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
    </div>
  ),
};

/** Forty currencies; BGN is picked with the pointer (issue 25). */
const pointerPick: PointerPick = {
  picker: (
    <Select label="Currency" items={MANY_CURRENCIES}>
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  ),
  open: pressToOpen(/Currency/),
  choose: pressOption(/^BGN/),
  picked: showsChoice("button", /Currency/, "BGN · Bulgarian Lev"),
};

/** On a phone, in the light modal: the list fits the screen and a tap picks. */
export const PointerPickInModal: Story = pointerPickStory("modal", pointerPick);

/** On a phone, in the Radix dialog: the list fits the screen and a tap picks. */
export const PointerPickInDialog: Story = pointerPickStory("dialog", pointerPick);
