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
import { CurrencyPicker } from "./CurrencyPicker";
import type { CurrencyLike } from "./currency-options";

interface DemoProps {
  onChange?: (id: number | null) => void;
  initial?: number | null;
  currencies?: CurrencyLike[];
  errorMessage?: string;
  isDisabled?: boolean;
  api?: Omit<MockApiProviderProps, "children">;
  /** The width of the box around it. */
  className?: string;
}

function Demo({
  onChange,
  initial = null,
  currencies,
  errorMessage,
  isDisabled,
  api,
  className = "cw:w-80",
}: DemoProps) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <MockApiProvider {...api}>
      <div className={className}>
        <CurrencyPicker
          value={value}
          onChange={(id) => {
            setValue(id);
            onChange?.(id);
          }}
          currencies={currencies}
          errorMessage={errorMessage}
          isDisabled={isDisabled}
        />
      </div>
    </MockApiProvider>
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const meta = {
  title: "Forms/CurrencyPicker",
  component: Demo,
  args: { onChange: fn(), api: { onRequest: fn() } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);
const optionTexts = (listbox: HTMLElement) =>
  within(listbox)
    .getAllByRole("option")
    .map((option) => option.textContent);

/** The API's currencies, default first, each with code and name; picked by keyboard by name. */
export const SearchAndPick: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const input = canvas.getByRole("combobox", { name: "Currency" });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    const listbox = await body(canvasElement).findByRole("listbox");
    await waitFor(() => expect(optionTexts(listbox)[0]).toBe("EUR · Euro"));
    await expect(optionTexts(listbox)).toContain("HUF · Hungarian Forint");
    await userEvent.keyboard("forint");
    await waitFor(() =>
      expect(optionTexts(body(canvasElement).getByRole("listbox"))).toEqual([
        "HUF · Hungarian Forint",
      ]),
    );
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(input).toHaveValue("HUF · Hungarian Forint");
    // The value is the currency id.
    await expect(args.onChange).toHaveBeenLastCalledWith(7);
    const requests = args.api?.onRequest as ReturnType<typeof fn>;
    const first = requests.mock.calls[0]?.[0] as Request;
    await expect(new URL(first.url).pathname).toBe("/api/v2/currencies");
  },
};

/** By code from its start; a text that matches nothing says so. */
export const SearchByCode: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole("combobox", { name: "Currency" });
    await userEvent.click(input);
    await userEvent.keyboard("eu");
    const listbox = await body(canvasElement).findByRole("listbox");
    await waitFor(() => expect(optionTexts(listbox)).toEqual(["EUR · Euro"]));
    await userEvent.keyboard("{Backspace}{Backspace}dollar of mars");
    await waitFor(() => expect(listbox).toHaveTextContent("No results"));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body(canvasElement).queryByRole("listbox")).toBeNull());
  },
};

/** Names in the user's language (Intl), and found by them. */
export const Bulgarian: Story = {
  globals: { locale: "bg" },
  play: async ({ canvas, canvasElement }) => {
    const input = await canvas.findByRole("combobox", { name: "Валута" });
    await userEvent.click(input);
    await userEvent.keyboard("форинт");
    const listbox = await body(canvasElement).findByRole("listbox");
    await waitFor(() => expect(optionTexts(listbox)).toEqual(["HUF · Унгарски форинт"]));
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(input).toHaveValue("HUF · Унгарски форинт");
  },
};

/** German: every name in the list is Intl's German one, none the server's English. */
export const German: Story = {
  globals: { locale: "de" },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole("button", { name: /Optionen anzeigen/ }));
    const listbox = await body(canvasElement).findByRole("listbox");
    const texts = await waitFor(() => {
      const all = optionTexts(listbox);
      expect(all.length).toBeGreaterThan(1);
      return all;
    });
    await expect(texts).toEqual(["EUR · Euro", "HUF · Ungarischer Forint"]);
    await userEvent.keyboard("{Escape}");
  },
};

/** A chosen currency; leaving a half-typed search puts it back. */
export const Filled: Story = {
  args: { initial: 1 },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("combobox", { name: "Currency" });
    await waitFor(() => expect(input).toHaveValue("EUR · Euro"));
    await userEvent.click(input);
    await userEvent.keyboard("{Backspace}{Backspace}");
    await expect(input).toHaveValue("EUR · Eu");
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveValue("EUR · Euro"));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Currencies given by the host: no request is made. */
export const GivenCurrencies: Story = {
  args: {
    currencies: [
      { id: 2, abbreviation: "BGN", name: "Bulgarian lev" },
      { id: 4, abbreviation: "PLN", name: "Polish zloty" },
    ],
  },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: /Show options/ }));
    const listbox = await body(canvasElement).findByRole("listbox");
    await expect(optionTexts(listbox)).toEqual(["BGN · Bulgarian Lev", "PLN · Polish Zloty"]);
    await expect(args.api?.onRequest).not.toHaveBeenCalled();
    await userEvent.keyboard("{Escape}");
  },
};

export const Loading: Story = {
  args: { api: { mode: "loading" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading options…");
    await expect(canvas.getByRole("combobox", { name: "Currency" })).toHaveValue("");
  },
};

/** The list could not be loaded: said under the field, and "Try again" asks once more. */
export const LoadFailed: Story = {
  args: {
    api: {
      overrides: {
        listCurrencies: (() => {
          let calls = 0;
          return () => {
            calls += 1;
            return calls === 1
              ? json(500, { code: 500, message: "boom" })
              : json(200, {
                  response: {
                    currencies: [{ id: 1, abbreviation: "EUR", name: "Euro", active: true }],
                  },
                });
          };
        })(),
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole("combobox", { name: "Currency" });
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription("The currencies could not be loaded."),
    );
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(canvas.queryByRole("button", { name: "Try again" })).toBeNull());
    await userEvent.click(input);
    await userEvent.keyboard("{ArrowDown}");
    const listbox = await body(canvasElement).findByRole("listbox");
    await waitFor(() => expect(optionTexts(listbox)).toEqual(["EUR · Euro"]));
    await userEvent.keyboard("{Escape}");
  },
};

export const Invalid: Story = {
  args: { errorMessage: "Choose a currency." },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("combobox", { name: "Currency" });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription("Choose a currency.");
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, initial: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Currency" })).toBeDisabled();
  },
};

/** The API's currencies, the whole list shown by the button; HUF picked with the pointer. */
const pointerPick: PointerPick = {
  picker: <Demo className="cw:w-full" />,
  open: async (dialog) => {
    await pressWithPointer(within(dialog).getByRole("button", { name: /Show options/ }));
    const panel = await floatingPanel("listbox");
    // The list as the API answered it (it says "Loading options…" until then).
    await within(panel).findByRole("option", { name: /^HUF/ });
    return panel;
  },
  choose: pressOption(/^HUF/),
  picked: showsChoice("combobox", "Currency", "HUF · Hungarian Forint"),
};

/** On a phone, in the light modal: the list fits the screen and a tap picks. */
export const PointerPickInModal: Story = pointerPickStory("modal", pointerPick);

/** On a phone, in the Radix dialog: the list fits the screen and a tap picks. */
export const PointerPickInDialog: Story = pointerPickStory("dialog", pointerPick);
