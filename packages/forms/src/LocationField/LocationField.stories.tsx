import { MockApiProvider, type MockApiProviderProps } from "@causeway/api-client/mocks";
import {
  floatingPanel,
  type PointerPick,
  pointerPickStory,
  pressOption,
  pressWithPointer,
  showsChoice,
} from "@causeway/ui/testing";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { LocationField } from "./LocationField";
import type { Place } from "./location-search";

const PLACES: Place[] = [
  { place_id: "ChIJ9Xsxy4KGqkARYF6_aRHrAAQ", formatted_address: "Sofia, Bulgaria" },
  { place_id: "ChIJAZ-GmmbMHkcR_NPqiCq-8HI", formatted_address: "Kraków, Poland" },
  { place_id: "ChIJd8BlQ2BZwokRAFUEcm_qrcA", formatted_address: "Sozopol, Bulgaria" },
  { place_id: "ChIJ53USP0nBhkcRjQ50xhPN_zw", formatted_address: "Stara Zagora, Bulgaria" },
];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** GET /api/v1/city?name=: the places whose name starts with the text, as a server would. */
const cities: NonNullable<MockApiProviderProps["overrides"]>["searchCities"] = ({ request }) => {
  const name = (new URL(request.url).searchParams.get("name") ?? "").toLowerCase();
  return json(200, {
    response: {
      locations: PLACES.filter((p) => p.formatted_address.toLowerCase().startsWith(name)),
    },
  });
};

interface DemoProps {
  onChange?: (place: Place | null) => void;
  initial?: Place | null;
  errorMessage?: string;
  isDisabled?: boolean;
  api?: Omit<MockApiProviderProps, "children">;
  /** The width of the box around it. */
  className?: string;
}

function Demo({
  onChange,
  initial = null,
  errorMessage,
  isDisabled,
  api,
  className = "cw:w-96",
}: DemoProps) {
  const [value, setValue] = useState<Place | null>(initial);
  return (
    <MockApiProvider overrides={{ searchCities: cities }} {...api}>
      <div className={className}>
        <LocationField
          value={value}
          onChange={(place) => {
            setValue(place);
            onChange?.(place);
          }}
          errorMessage={errorMessage}
          isDisabled={isDisabled}
        />
      </div>
    </MockApiProvider>
  );
}

const meta = {
  title: "Forms/LocationField",
  component: Demo,
  args: { onChange: fn(), api: { onRequest: fn() } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);
const searches = (onRequest: unknown) =>
  (onRequest as ReturnType<typeof fn>).mock.calls
    .map(([request]) => new URL((request as Request).url))
    .filter((url) => url.pathname === "/api/v1/city")
    .map((url) => url.searchParams.get("name"));

/** Typed quickly: one search for the whole text; a place is picked with the keyboard. */
export const SearchAndPick: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const input = canvas.getByRole("combobox", { name: "Location" });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard("so");
    const listbox = await body(canvasElement).findByRole("listbox");
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual(["Sofia, Bulgaria", "Sozopol, Bulgaria"]),
    );
    await expect(searches(args.api?.onRequest)).toEqual(["so"]);
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(input).toHaveValue("Sofia, Bulgaria");
    await expect(args.onChange).toHaveBeenLastCalledWith(PLACES[0]);
    // Typing again drops the pick: only a place from the list is a value.
    await userEvent.keyboard("{Backspace}");
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await userEvent.keyboard("{Escape}");
  },
};

/** Blank text asks nothing; the list says when nothing matches. */
export const NoResults: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "Location" }));
    await userEvent.keyboard("   ");
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(searches(args.api?.onRequest)).toEqual([]);
    await userEvent.keyboard("Atlantis");
    const listbox = await body(canvasElement).findByRole("listbox");
    await waitFor(() => expect(listbox).toHaveTextContent("No results"));
    await expect(searches(args.api?.onRequest)).toEqual(["Atlantis"]);
    await userEvent.keyboard("{Escape}");
  },
};

/** While the server has not answered, the field and the list say so. */
export const Searching: Story = {
  args: {
    api: { overrides: { searchCities: () => new Promise<Response>(() => {}) }, onRequest: fn() },
  },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "Location" }));
    await userEvent.keyboard("Kra");
    const listbox = await body(canvasElement).findByRole("listbox");
    await expect(listbox).toHaveTextContent("Loading options…");
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(searches(args.api?.onRequest)).toEqual(["Kra"]);
    await expect(listbox).toHaveTextContent("Loading options…");
    // The spinner in the field (hidden from the tree while the list is open over the page).
    await expect(canvas.getByRole("status", { hidden: true })).toHaveTextContent(
      "Loading options…",
    );
  },
  parameters: { screenshot: { target: "page" } },
};

/** A failed search is said under the field; the typed text stays. */
export const SearchFailed: Story = {
  args: {
    api: {
      overrides: { searchCities: () => json(429, { code: 429, message: "Too many requests." }) },
      onRequest: fn(),
    },
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("combobox", { name: "Location" });
    await userEvent.click(input);
    await userEvent.keyboard("Sof");
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(
        /Places could not be searched\. Try again in a moment\./,
      ),
    );
    await expect(input).toHaveValue("Sof");
    await userEvent.keyboard("{Escape}");
  },
};

export const Filled: Story = {
  args: { initial: PLACES[1] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("combobox", { name: "Location" })).toHaveValue("Kraków, Poland");
    await new Promise((resolve) => setTimeout(resolve, 400));
    // The chosen place is not searched for again.
    await expect(searches(args.api?.onRequest)).toEqual([]);
  },
};

export const Invalid: Story = {
  args: { errorMessage: "Choose a location from the list." },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("combobox", { name: "Location" });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(/Choose a location from the list\./);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, initial: PLACES[0] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Location" })).toBeDisabled();
  },
};

/** "S" typed (the list opens as the search answers); Sozopol picked with the pointer (issue 25). */
const pointerPick: PointerPick = {
  picker: <Demo className="cw:w-full" />,
  open: async (dialog) => {
    await pressWithPointer(within(dialog).getByRole("combobox", { name: "Location" }));
    await userEvent.keyboard("S");
    const panel = await floatingPanel("listbox");
    await within(panel).findByRole("option", { name: "Sozopol, Bulgaria" });
    return panel;
  },
  choose: pressOption("Sozopol, Bulgaria"),
  picked: showsChoice("combobox", "Location", "Sozopol, Bulgaria"),
};

/** On a phone, in the light modal: the list fits the screen and a tap picks. */
export const PointerPickInModal: Story = pointerPickStory("modal", pointerPick);

/** On a phone, in the Radix dialog: the list fits the screen and a tap picks. */
export const PointerPickInDialog: Story = pointerPickStory("dialog", pointerPick);
