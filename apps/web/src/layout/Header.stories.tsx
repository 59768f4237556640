import { mockExample } from "@causeway/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { PageStory, type PageStoryProps } from "../testing/PageStory";
import { memoryShellStorage, ShellStorageProvider } from "./shell-storage";

const screen = within(document.body);

const meta = {
  title: "Web/Layout/Header",
  component: PageStory,
  args: { path: "/no/such/page" },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A phone-sized frame (375 by 812) scrolling its page, as a phone's screen would. */
function Phone(props: PageStoryProps) {
  return (
    <div
      style={{ width: 375, height: 812, overflow: "auto", border: "1px solid var(--cw-border)" }}
    >
      <PageStory {...props} />
    </div>
  );
}

/**
 * The header's search field: its code comes by itself (a deferred part), a moment after the
 * header is drawn; a loaded machine may take longer than findByRole's default second.
 */
function searchBox(page: ReturnType<typeof within>) {
  return page.findByRole("combobox", { name: "Search campaigns and people" }, { timeout: 5000 });
}

function unverifiedUser() {
  const body = mockExample("getCurrentUser");
  return { response: { ...body.response, email_verified: false } };
}

/** A guest: search, campaigns, products and log in; no member icons. */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole("heading", { level: 1, name: "This page does not exist" });
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(within(nav).getByRole("link", { name: "Campaigns" })).toHaveAttribute(
      "href",
      "/campaign",
    );
    await expect(within(nav).getByRole("link", { name: "Products" })).toHaveAttribute(
      "href",
      "/products",
    );
    await expect(within(nav).getByRole("link", { name: "Log in" })).toHaveAttribute(
      "href",
      "/login",
    );
    await expect(await searchBox(page)).toBeVisible();
    await expect(page.queryByRole("link", { name: /^Messages/ })).toBeNull();
    await expect(page.queryByRole("button", { name: /Account menu/ })).toBeNull();
    // Wide: the menu button is not drawn.
    await expect(page.queryByRole("button", { name: "Menu" })).toBeNull();
  },
};

/** A member opens the user menu: profile, their campaigns, settings, the site pages, log out. */
export const MemberMenuOpen: Story = {
  args: { signedIn: true, onRequest: fn() },
  parameters: { screenshot: { target: "page" } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const trigger = await page.findByRole("button", {
      name: "Account menu of Мария Петрова",
    });
    // The campaigns of the menu are the member's own, 20 at most.
    await waitFor(() =>
      expect(args.onRequest).toHaveBeenCalledWith(
        expect.objectContaining({
          url: expect.stringMatching(/\/api\/v2\/campaign\?(?=.*created_by=42)(?=.*limit=20)/),
        }),
      ),
    );
    await userEvent.click(trigger);
    const menu = await screen.findByRole("menu");
    const item = (name: string | RegExp) => within(menu).getByRole("menuitem", { name });
    await expect(item("My profile")).toHaveAttribute("href", "/maria.petrova");
    await expect(
      await within(menu).findByRole("menuitem", { name: "Help Maria walk again" }),
    ).toHaveAttribute("href", "/campaign/help-maria-walk-again");
    await expect(item("Nueva biblioteca para la escuela de Tarifa")).toHaveAttribute(
      "href",
      "/campaign/nueva-biblioteca-tarifa",
    );
    await expect(within(menu).getByRole("group", { name: "My campaigns" })).toBeVisible();
    await expect(item("Settings")).toHaveAttribute("href", "/settings");
    await expect(item("Contact us")).toHaveAttribute("href", "/contact");
    await expect(item("Privacy policy")).toHaveAttribute("href", "/privacy");
    await expect(item("Terms of use")).toHaveAttribute("href", "/terms");
    await expect(item("Help centre")).toHaveAttribute("href", "https://help.causeway.example/");
    await expect(item("Log out")).toHaveAttribute("href", "/logout");
    // A member's header has no products or log-in link (the footer has its own).
    const header = within(canvasElement.querySelector("header") as HTMLElement);
    await expect(header.queryByRole("link", { name: "Log in" })).toBeNull();
    await expect(header.queryByRole("link", { name: "Products" })).toBeNull();
  },
};

/** A menu link navigates inside the app (no full page load) and the menu closes. */
export const MenuLinkNavigates: Story = {
  args: { signedIn: true, path: "/no/such/page" },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(
      await page.findByRole("button", { name: "Account menu of Мария Петрова" }),
    );
    await screen.findByRole("menu");
    await userEvent.keyboard("{ArrowDown}");
    const privacy = await screen.findByRole("menuitem", { name: "Privacy policy" });
    await userEvent.click(privacy);
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    // Still the same document: the privacy policy, under the same header.
    await expect(
      await page.findByRole("button", { name: "Account menu of Мария Петрова" }),
    ).toBeVisible();
  },
};

/** An unverified e-mail: a warning dot on the avatar and, in the menu, the reason on Settings. */
export const UnverifiedEmail: Story = {
  args: { signedIn: true, overrides: { getCurrentUser: unverifiedUser() } },
  parameters: { screenshot: { target: "page" } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(
      await page.findByRole("button", { name: "Account menu of Мария Петрова" }),
    );
    const menu = await screen.findByRole("menu");
    await expect(
      within(menu).getByRole("menuitem", {
        name: "Settings Your e-mail address is not verified",
      }),
    ).toHaveAttribute("href", "/settings");
  },
};

/** The messages badge and the bell say their counts in words; opening the bell marks all seen. */
export const UnreadBadges: Story = {
  args: {
    signedIn: true,
    overrides: {
      getConversationsMeta: { response: { total_unseen: 2 } },
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const messages = await page.findByRole("link", { name: "Messages, 2 unread" });
    await expect(messages).toHaveAttribute("href", "/messages");
    await expect(within(messages).getByText("2")).toBeVisible();
    const bell = await page.findByRole("link", { name: "Notifications, 3 new" });
    await expect(bell).toHaveAttribute("href", "/notifications");
    await expect(within(bell).getByText("3")).toBeVisible();
  },
};

/** Opening the bell resets the unseen counter (PUT /api/v1/notification/seen). */
export const BellMarksSeen: Story = {
  args: { signedIn: true, onRequest: fn() },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole("link", { name: "Notifications, 3 new" }));
    await waitFor(() =>
      expect(args.onRequest).toHaveBeenCalledWith(
        expect.objectContaining({
          method: "PUT",
          url: expect.stringContaining("/api/v1/notification/seen"),
        }),
      ),
    );
  },
};

/** No unread messages: the icon has no count. */
export const NothingUnread: Story = {
  args: {
    signedIn: true,
    overrides: {
      getConversationsMeta: { response: { total_unseen: 0 } },
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const messages = await page.findByRole("link", { name: "Messages" });
    await expect(within(messages).queryByText(/\d/)).toBeNull();
  },
};

/** Typing shows campaign and user suggestions; Enter without a pick goes to /search?words=. */
export const SearchSuggestions: Story = {
  parameters: { screenshot: { target: "page" } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const box = await searchBox(page);
    await userEvent.type(box, "maria");
    const list = await screen.findByRole("listbox");
    await expect(
      await within(list).findByRole("option", { name: /Help Maria walk again/ }),
    ).toBeVisible();
    await expect(within(list).getAllByRole("option").length).toBeGreaterThan(1);
  },
};

/**
 * A person is suggested with their @username (issue 25: "maria" lists Мария Петрова as
 * @maria.petrova), and a double space between words asks for the words once, one space apart.
 */
export const SearchPersonByUsername: Story = {
  args: { onRequest: fn() },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const box = await searchBox(page);
    await userEvent.type(box, "maria  petrova");
    const list = await screen.findByRole("listbox");
    const maria = await within(list).findByRole("option", { name: /Мария Петрова/ });
    await expect(maria).toHaveTextContent("Person · @maria.petrova");
    const asked = (args.onRequest as ReturnType<typeof fn>).mock.calls
      .map(([request]) => new URL((request as Request).url))
      .filter((url) => url.pathname === "/api/v2/search")
      .map((url) => url.searchParams.get("words"));
    await expect(asked.at(-1)).toBe("maria petrova");
    await expect(asked).not.toContain("maria  petrova");
    await userEvent.keyboard("{Escape}{Enter}");
    await expect(
      await page.findByRole("heading", { level: 1, name: "Results for “maria petrova”" }),
    ).toBeVisible();
  },
};

/** Escape closes the suggestions; picking a user goes to their profile. */
export const SearchEscapeAndPick: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const box = await searchBox(page);
    await userEvent.type(box, "maria");
    await screen.findByRole("listbox");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    await expect(box).toHaveValue("maria");
    await userEvent.keyboard("{ArrowDown}");
    const list = await screen.findByRole("listbox");
    await userEvent.click(await within(list).findByRole("option", { name: /Lucía García/ }));
    // A new, empty field once the search has gone (HeaderSearch draws a fresh one).
    await waitFor(async () => expect(await searchBox(page)).toHaveValue(""));
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
  },
};

/** Enter goes to the search page with the words. */
export const SearchEnter: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const box = await searchBox(page);
    await userEvent.type(box, "school library{Enter}");
    // The search page, reached without a full page load; the header's box is emptied.
    await expect(
      await page.findByRole("heading", { level: 1, name: "Results for “school library”" }),
    ).toBeVisible();
    // A new, empty field once the search has gone (HeaderSearch draws a fresh one).
    await waitFor(async () => expect(await searchBox(page)).toHaveValue(""));
  },
};

/** No match: "Nothing to show". */
export const SearchNothing: Story = {
  args: { overrides: { search: { results: { users: [], campaigns: [] } } } },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const box = await searchBox(page);
    await userEvent.type(box, "zzzz");
    const list = await screen.findByRole("listbox");
    await expect(await within(list).findByText("Nothing to show")).toBeVisible();
  },
};

/** A narrow screen: search and links fold into a menu button that the keyboard opens and closes. */
export const Narrow: Story = {
  render: (args) => <Phone {...args} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const toggle = await page.findByRole("button", { name: "Menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.queryByRole("navigation", { name: "Main" })).toBeNull();
    toggle.focus();
    await userEvent.keyboard("{Enter}");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(within(nav).getByRole("link", { name: "Log in" })).toBeVisible();
    await expect(await searchBox(page)).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveFocus();
  },
};

/** Narrow, member: the badges and the user menu stay; the rest is behind the menu button. */
export const NarrowMemberOpen: Story = {
  args: { signedIn: true },
  render: (args) => <Phone {...args} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole("link", { name: "Notifications, 3 new" })).toBeVisible();
    await expect(
      await page.findByRole("button", { name: "Account menu of Мария Петрова" }),
    ).toBeVisible();
    await userEvent.click(page.getByRole("button", { name: "Menu" }));
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(within(nav).getByRole("link", { name: "Campaigns" })).toBeVisible();
  },
};

/**
 * An admin acting as a member: a bar says so and offers the way back to their own account. The
 * cookie notice is dismissed: fixed to the viewport, it landed at a different height run to run.
 */
export const Impersonating: Story = {
  args: { signedIn: true },
  render: (args) => (
    <ShellStorageProvider
      storage={memoryShellStorage({
        impersonatorToken: "admin-token",
        cookieNoticeDismissed: true,
      })}
    >
      <PageStory {...args} />
    </ShellStorageProvider>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText("You are acting as Мария Петрова.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Back to my account" })).toBeVisible();
  },
};
