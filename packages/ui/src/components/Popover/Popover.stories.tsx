import type { Meta, StoryObj } from "@storybook/react-vite";
import { Info } from "lucide-react";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  MANY_CURRENCIES,
  type PointerPick,
  pointerPickStory,
  pressOption,
  pressToOpen,
  showsChoice,
} from "../../testing";
import { Button } from "../Button";
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from "./Popover";

const screen = within(document.body);

const meta = {
  title: "UI/Popover",
  component: PopoverContent,
  args: {
    title: "Withdrawal fee",
    children: "A tax of 9.4% is added to every withdrawal. The total is the amount plus the tax.",
  },
  parameters: { screenshot: { target: "page" } },
  render: (args) => (
    <Popover>
      <PopoverTrigger>
        <Button variant="secondary" icon={<Info aria-hidden size={16} />}>
          About fees
        </Button>
      </PopoverTrigger>
      <PopoverContent {...args} />
    </Popover>
  ),
} satisfies Meta<typeof PopoverContent>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A click opens a dialog named by its title; Escape closes it and focus returns to the trigger. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "About fees" });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(await screen.findByRole("dialog", { name: "Withdrawal fee" })).toBeVisible();
  },
};

export const EscapeAndOutsideClick: Story = {
  parameters: { screenshot: { target: "root" } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "About fees" });
    await userEvent.click(trigger);
    await screen.findByRole("dialog");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await screen.findByRole("dialog");
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  },
};

/** From the keyboard: Enter opens, focus moves in, the labelled close button closes. */
export const WithCloseButton: Story = {
  args: { showCloseButton: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "About fees" });
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const popover = await screen.findByRole("dialog", { name: "Withdrawal fee" });
    const close = within(popover).getByRole("button", { name: "Close" });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("dialog");
  },
};

export const Translated: Story = {
  globals: { locale: "fr" },
  args: {
    showCloseButton: true,
    title: "Frais de retrait",
    children: "Une taxe de 9,4 % s'ajoute.",
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "About fees" }));
    await expect(await screen.findByRole("button", { name: "Fermer" })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    showCloseButton: true,
    title: "Why is my withdrawal waiting for documents and when will it be paid?",
    children:
      "Every withdrawal to a provider needs an invoice issued to the beneficiary. Until the documents are uploaded and checked by our team, the request stays pending; payouts are sent on working days within three to five days after approval.",
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "About fees" }));
    const popover = await screen.findByRole("dialog");
    await expect(popover.getBoundingClientRect().width).toBeLessThanOrEqual(288);
  },
};

/** Two popovers open at once: neither takes focus, or the other would close on focus outside. */
const keepFocus = (event: Event) => event.preventDefault();

/** Titled with a close button, and named by `aria-label` only, in light and dark. */
export const AllStates: Story = {
  parameters: { screenshot: { target: "page" } },
  render: (args) => (
    <div className="cw:flex cw:gap-80">
      <Popover defaultOpen>
        <PopoverTrigger>
          <Button variant="secondary">With title</Button>
        </PopoverTrigger>
        <PopoverContent {...args} showCloseButton onOpenAutoFocus={keepFocus} />
      </Popover>
      <Popover defaultOpen>
        <PopoverTrigger>
          <Button variant="secondary">Label only</Button>
        </PopoverTrigger>
        <PopoverContent
          title={undefined}
          aria-label="Share"
          side="bottom"
          onOpenAutoFocus={keepFocus}
        >
          Copy the link and share it with your friends.
        </PopoverContent>
      </Popover>
    </div>
  ),
  play: async () => {
    await waitFor(() => expect(screen.getAllByRole("dialog")).toHaveLength(2));
  },
};

/** A popover of forty currency buttons; the chosen one is named on its trigger. */
function CurrencyPopover() {
  const [chosen, setChosen] = useState("EUR · Euro");
  return (
    <Popover>
      <PopoverTrigger>
        <Button variant="secondary">Amounts in {chosen}</Button>
      </PopoverTrigger>
      <PopoverContent title="Show amounts in">
        <ul className="cw:flex cw:flex-col">
          {MANY_CURRENCIES.map((item) => (
            <li key={item.id}>
              <PopoverClose>
                <Button variant="ghost" size="sm" onPress={() => setChosen(item.name)}>
                  {item.name}
                </Button>
              </PopoverClose>
            </li>
          ))}
        </ul>
      </PopoverContent>
    </Popover>
  );
}

/** BGN chosen in the popover with the pointer (issue 25); the popover scrolls inside. */
const pointerPick: PointerPick = {
  picker: <CurrencyPopover />,
  open: pressToOpen(/^Amounts in/, "dialog", "Show amounts in"),
  choose: pressOption(/^BGN/, "button"),
  picked: showsChoice("button", /^Amounts in/, "Amounts in BGN · Bulgarian Lev"),
};

/** On a phone, in the light modal: the list fits the screen and a tap picks. */
export const PointerPickInModal: Story = pointerPickStory("modal", pointerPick);

/** On a phone, in the Radix dialog: the list fits the screen and a tap picks. */
export const PointerPickInDialog: Story = pointerPickStory("dialog", pointerPick);
