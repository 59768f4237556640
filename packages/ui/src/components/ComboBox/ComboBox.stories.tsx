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
import { SelectItem } from "../Select";
import { ComboBox, type ComboBoxProps } from "./ComboBox";

interface City {
  id: string;
  name: string;
}
const cities: City[] = [
  { id: "sofia", name: "Sofia" },
  { id: "plovdiv", name: "Plovdiv" },
  { id: "varna", name: "Varna" },
  { id: "burgas", name: "Burgas" },
  { id: "sozopol", name: "Sozopol" },
  { id: "stara-zagora", name: "Stara Zagora" },
  { id: "lisbon", name: "Lisbon" },
  { id: "warsaw", name: "Warsaw" },
];

/** A search that answers after `delay` ms, as a server would. */
function useCitySearch(query: string, delay: number) {
  const [items, setItems] = useState<City[]>([]);
  const [isLoading, setLoading] = useState(true);
  useEffect(() => {
    setLoading(true);
    const timer = setTimeout(() => {
      const q = query.trim().toLowerCase();
      setItems(cities.filter((city) => city.name.toLowerCase().includes(q)));
      setLoading(false);
    }, delay);
    return () => clearTimeout(timer);
  }, [query, delay]);
  return { items, isLoading };
}

function AsyncCities(props: Partial<ComboBoxProps<City>> & { delay?: number }) {
  const { delay = 300, ...rest } = props;
  const [inputValue, setInputValue] = useState("");
  const { items, isLoading } = useCitySearch(inputValue, delay);
  return (
    <ComboBox<City>
      label="City"
      className="cw:w-72"
      {...rest}
      items={items}
      inputValue={inputValue}
      onInputChange={setInputValue}
      isLoading={isLoading}
    >
      {(city) => <SelectItem id={city.id}>{city.name}</SelectItem>}
    </ComboBox>
  );
}

const meta = {
  title: "UI/ComboBox",
  component: ComboBox,
  args: { label: "City", onSelectionChange: fn(), children: null },
  render: (args) => <AsyncCities {...(args as Partial<ComboBoxProps<City>>)} />,
} satisfies Meta<typeof ComboBox>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** Options load after a delay and are filtered by what is typed; picked with the keyboard. */
export const AsyncKeyboard: Story = {
  args: { description: "Start typing, then pick with the arrow keys." },
  play: async ({ canvas, canvasElement, args }) => {
    const input = canvas.getByRole("combobox", { name: "City" });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard("sof");
    const listbox = await body(canvasElement).findByRole("listbox");
    await expect(listbox).toHaveTextContent("Loading options…");
    await waitFor(() => expect(within(listbox).getAllByRole("option")).toHaveLength(1));
    await waitFor(() => expect(canvas.queryByRole("status", { hidden: true })).toBeNull());
    await userEvent.keyboard("{ArrowDown}");
    await expect(input).toHaveAttribute("aria-activedescendant");
    await userEvent.keyboard("{Enter}");
    await expect(input).toHaveValue("Sofia");
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith("sofia");
    await waitFor(() => expect(body(canvasElement).queryByRole("listbox")).toBeNull());
    // Picking fills the input, which fetches once more; wait for it to settle.
    await waitFor(() => expect(canvas.queryByRole("status")).toBeNull());
  },
};

/** Still fetching: the spinner speaks, and the open list says so. */
export const Loading: Story = {
  parameters: { screenshot: { target: "page" } },
  args: { delay: 60_000 } as Story["args"],
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole("combobox", { name: "City" });
    await userEvent.click(input);
    await userEvent.keyboard("{ArrowDown}");
    const listbox = await body(canvasElement).findByRole("listbox");
    await expect(listbox).toHaveTextContent("Loading options…");
    // Closed, the field's own spinner tells screen readers it is still busy.
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("Loading options…"));
    await userEvent.keyboard("{ArrowDown}");
    await body(canvasElement).findByRole("listbox");
  },
};

export const Empty: Story = {
  parameters: { screenshot: { target: "page" } },
  args: { delay: 50 } as Story["args"],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole("combobox", { name: "City" }), "zzz");
    const listbox = await body(canvasElement).findByRole("listbox");
    await waitFor(() => expect(listbox).toHaveTextContent("No results"));
  },
};

export const Translated: Story = {
  globals: { locale: "de" },
  parameters: { screenshot: { target: "page" } },
  args: { label: "Stadt", delay: 50 } as Story["args"],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("button", { name: /Optionen anzeigen/ })).toBeInTheDocument();
    await userEvent.type(canvas.getByRole("combobox", { name: "Stadt" }), "zzz");
    const listbox = await body(canvasElement).findByRole("listbox");
    await waitFor(() => expect(listbox).toHaveTextContent("Keine Ergebnisse"));
  },
};

export const Focused: Story = {
  args: { delay: 0 } as Story["args"],
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("combobox", { name: "City" })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "City" })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: {
    isInvalid: true,
    errorMessage: "Choose a city from the list.",
    delay: 0,
  } as Story["args"],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "City" })).toHaveAccessibleDescription(
      "Choose a city from the list.",
    );
  },
};

/** Static options, filtered by react-aria itself (no `items`/`inputValue` control). */
export const StaticOptions: Story = {
  render: (args) => (
    <ComboBox label="Country" className="cw:w-72" onSelectionChange={args.onSelectionChange}>
      <SelectItem id="bg">Bulgaria</SelectItem>
      <SelectItem id="pt">Portugal</SelectItem>
      <SelectItem id="pl">Poland</SelectItem>
    </ComboBox>
  ),
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.type(canvas.getByRole("combobox", { name: "Country" }), "po");
    const listbox = await body(canvasElement).findByRole("listbox");
    await expect(within(listbox).getAllByRole("option")).toHaveLength(2);
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith("pl");
  },
};

/** States side by side in light and dark. */
export const AllStates: Story = {
  render: () => (
    <div className="cw:grid cw:w-[36rem] cw:grid-cols-2 cw:gap-5">
      <AsyncCities label="Idle" delay={0} />
      <AsyncCities label="Loading" delay={60_000} />
      <AsyncCities label="Disabled" isDisabled delay={0} />
      <AsyncCities label="Invalid" isInvalid errorMessage="Choose a city." delay={0} />
    </div>
  ),
};

/** Forty currencies, the whole list shown by the button; BGN picked with the pointer (issue 25). */
const pointerPick: PointerPick = {
  picker: (
    <ComboBox label="Currency" defaultItems={MANY_CURRENCIES}>
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </ComboBox>
  ),
  open: pressToOpen(/^Show options/),
  choose: pressOption(/^BGN/),
  picked: showsChoice("combobox", "Currency", "BGN · Bulgarian Lev"),
};

/** On a phone, in the light modal: the list fits the screen and a tap picks. */
export const PointerPickInModal: Story = pointerPickStory("modal", pointerPick);

/** On a phone, in the Radix dialog: the list fits the screen and a tap picks. */
export const PointerPickInDialog: Story = pointerPickStory("dialog", pointerPick);
