import type { Meta, StoryObj } from "@storybook/react-vite";
import { ChevronDown, CircleHelp, LogOut, Megaphone, Settings, Trash2, User } from "lucide-react";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  MANY_CURRENCIES,
  type PointerPick,
  pointerPickStory,
  pressOption,
  pressToOpen,
  showsChoice,
} from "../../testing";
import { Button } from "../Button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "./DropdownMenu";

const screen = within(document.body);

interface Args {
  onProfile: () => void;
  onSettings: () => void;
  onLogout: () => void;
  campaignName: string;
}

const meta = {
  title: "UI/DropdownMenu",
  args: {
    onProfile: fn(),
    onSettings: fn(),
    onLogout: fn(),
    campaignName: "Help Ana walk again",
  },
  parameters: { screenshot: { target: "page" } },
  render: ({ onProfile, onSettings, onLogout, campaignName }) => (
    <DropdownMenu>
      <DropdownMenuTrigger>
        <Button variant="secondary" icon={<User aria-hidden size={16} />}>
          Maria <ChevronDown aria-hidden size={16} />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem icon={<User aria-hidden size={16} />} onAction={onProfile}>
          My profile
        </DropdownMenuItem>
        <DropdownMenuGroup label="My campaigns">
          <DropdownMenuItem icon={<Megaphone aria-hidden size={16} />} href="#campaign">
            {campaignName}
          </DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={<Settings aria-hidden size={16} />} onAction={onSettings}>
          Settings
        </DropdownMenuItem>
        <DropdownMenuItem icon={<CircleHelp aria-hidden size={16} />} isDisabled>
          Help (unavailable)
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          icon={<LogOut aria-hidden size={16} />}
          variant="destructive"
          onAction={onLogout}
        >
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open with ArrowDown: the first item takes focus; the disabled item is announced as such. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Maria" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    const menu = await screen.findByRole("menu");
    await waitFor(() =>
      expect(within(menu).getByRole("menuitem", { name: "My profile" })).toHaveFocus(),
    );
    await expect(
      within(menu).getByRole("menuitem", { name: "Help (unavailable)" }),
    ).toHaveAttribute("aria-disabled", "true");
    await expect(within(menu).getByRole("group", { name: "My campaigns" })).toBeVisible();
  },
};

/**
 * The whole keyboard path: Enter opens, ArrowDown moves and skips the disabled item, Enter
 * selects, the menu closes and focus goes back to the button.
 */
export const KeyboardSelect: Story = {
  parameters: { screenshot: { target: "root" } },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole("button", { name: "Maria" });
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    await waitFor(() =>
      expect(within(menu).getByRole("menuitem", { name: "My profile" })).toHaveFocus(),
    );
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(within(menu).getByRole("menuitem", { name: "Settings" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(within(menu).getByRole("menuitem", { name: "Log out" })).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}{Enter}");
    await expect(args.onSettings).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Escape closes without choosing; a pointer click on a disabled item does nothing. */
export const EscapeAndDisabled: Story = {
  parameters: { screenshot: { target: "root" } },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole("button", { name: "Maria" });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole("menuitem", { name: "Help (unavailable)" }), {
      pointerEventsCheck: 0,
    });
    await expect(screen.getByRole("menu")).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onProfile).not.toHaveBeenCalled();
  },
};

/** The destructive item, highlighted, in danger colours. */
export const DestructiveItem: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Maria" }));
    const logout = await screen.findByRole("menuitem", { name: "Log out" });
    await expect(logout).toHaveAttribute("data-variant", "destructive");
    await userEvent.hover(logout);
    await expect(logout).toHaveAttribute("data-highlighted");
    await userEvent.click(logout);
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** A long campaign name wraps inside the menu instead of widening it past the screen. */
export const LongText: Story = {
  args: {
    campaignName:
      "Urgent surgery and six months of rehabilitation for Ana after the accident in Plovdiv",
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Maria" }));
    const menu = await screen.findByRole("menu");
    await expect(menu.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};

/** The open menu in light and dark, with a highlighted destructive item. */
export const AllStates: Story = {
  parameters: { screenshot: { target: "page" } },
  render: () => (
    <DropdownMenu defaultOpen modal={false}>
      <DropdownMenuTrigger>
        <Button variant="secondary">Post actions</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuGroup label="Post">
          <DropdownMenuItem icon={<Settings aria-hidden size={16} />}>Edit</DropdownMenuItem>
          <DropdownMenuItem icon={<CircleHelp aria-hidden size={16} />} isDisabled>
            Report (already reported)
          </DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={<Trash2 aria-hidden size={16} />} variant="destructive">
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  play: async () => {
    const menu = await screen.findByRole("menu");
    await userEvent.hover(within(menu).getByRole("menuitem", { name: "Delete" }));
    await expect(within(menu).getByRole("menuitem", { name: "Delete" })).toHaveAttribute(
      "data-highlighted",
    );
  },
};

/** A menu of forty currencies; the chosen one is named on its button. */
function CurrencyMenu() {
  const [chosen, setChosen] = useState("EUR · Euro");
  return (
    <DropdownMenu>
      <DropdownMenuTrigger>
        <Button variant="secondary">Amounts in {chosen}</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {MANY_CURRENCIES.map((item) => (
          <DropdownMenuItem key={item.id} onAction={() => setChosen(item.name)}>
            {item.name}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** BGN chosen from the menu with the pointer (issue 25). */
const pointerPick: PointerPick = {
  picker: <CurrencyMenu />,
  open: pressToOpen(/^Amounts in/, "menu"),
  choose: pressOption(/^BGN/, "menuitem"),
  picked: showsChoice("button", /^Amounts in/, "Amounts in BGN · Bulgarian Lev"),
};

/** On a phone, in the light modal: the list fits the screen and a tap picks. */
export const PointerPickInModal: Story = pointerPickStory("modal", pointerPick);

/** On a phone, in the Radix dialog: the list fits the screen and a tap picks. */
export const PointerPickInDialog: Story = pointerPickStory("dialog", pointerPick);
