import en from "@causeway/i18n/locales/en.json";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { LOCALE_STORAGE_KEY } from "../app/locale/choose-locale";
import { LocaleProvider } from "../app/locale/LocaleProvider";
import { PageStory, type PageStoryProps } from "../testing/PageStory";
import { memoryShellStorage, ShellStorageProvider } from "./shell-storage";

const meta = {
  title: "Web/Layout/SiteLayout",
  component: PageStory,
  args: { path: "/no/such/page" },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The footer's links for a guest: log in and sign up too; external pages open in a new tab. */
export const FooterGuest: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const footer = await page.findByRole("contentinfo");
    const nav = within(footer).getByRole("navigation", { name: "Site pages" });
    const link = (name: string | RegExp) => within(nav).getByRole("link", { name });
    const expected: [string, string][] = [
      ["Log in", "/login"],
      ["Sign up", "/sign-up"],
      ["How to start", "/how-to-start"],
      ["Rocket fundraising", "/rocket-fundraising"],
      ["Contact us", "/contact"],
      ["Campaign tips", "/campaign-tips"],
      ["Browse campaigns", "/campaign"],
      ["Corporate giving", "/corporate-giving"],
      ["Nonprofit giving", "/nonprofit-giving"],
      ["Fundraisers", "/fundraisers"],
      ["Terms of use", "/terms"],
      ["Privacy policy", "/privacy"],
      ["Cookie policy", "/cookies"],
    ];
    for (const [name, href] of expected) await expect(link(name)).toHaveAttribute("href", href);
    const help = link("Help centre (opens in a new tab)");
    await expect(help).toHaveAttribute("href", "https://help.causeway.example/");
    await expect(help).toHaveAttribute("target", "_blank");
    await expect(link("Causeway on Facebook (opens in a new tab)")).toHaveAttribute(
      "href",
      "https://www.facebook.com/causeway",
    );
    const language = within(footer).getByRole("combobox", { name: "Language" });
    await expect(language).toHaveValue("en");
    await expect(within(language).getAllByRole("option")).toHaveLength(14);
  },
};

/** A member's footer has no log-in or sign-up link. */
export const FooterMember: Story = {
  args: { signedIn: true },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const footer = await page.findByRole("contentinfo");
    await expect(within(footer).getByRole("link", { name: "How to start" })).toBeVisible();
    await expect(within(footer).queryByRole("link", { name: "Log in" })).toBeNull();
    await expect(within(footer).queryByRole("link", { name: "Sign up" })).toBeNull();
  },
};

/** Choosing Deutsch switches the whole interface and keeps the choice on this device. */
export const LanguageSwitch: Story = {
  render: (args) => (
    <LocaleProvider initialLocale="en" initialMessages={en} fallback={en}>
      <PageStory {...args} />
    </LocaleProvider>
  ),
  beforeEach: () => () => {
    localStorage.removeItem(LOCALE_STORAGE_KEY);
    document.documentElement.lang = "en";
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const footer = await page.findByRole("contentinfo");
    await userEvent.selectOptions(within(footer).getByRole("combobox", { name: "Language" }), "de");
    await expect(
      await page.findByRole("heading", { level: 1, name: "Diese Seite gibt es nicht" }),
    ).toBeVisible();
    await expect(within(footer).getByRole("combobox", { name: "Sprache" })).toHaveValue("de");
    await expect(within(footer).getByRole("link", { name: "Datenschutzerklärung" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Kampagnen" })).toBeVisible();
    await expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("de");
    await waitFor(() => expect(document.documentElement.lang).toBe("de"));
  },
};

/**
 * The page with a button that mounts it afresh, as a reload would; the shell's storage (in memory
 * here, the browser's localStorage on the site) stays.
 */
function Reloadable(props: PageStoryProps) {
  const [run, setRun] = useState(0);
  const [storage] = useState(() => memoryShellStorage());
  return (
    <ShellStorageProvider storage={storage}>
      <button type="button" onClick={() => setRun((n) => n + 1)}>
        Reload the page
      </button>
      <PageStory key={run} {...props} />
    </ShellStorageProvider>
  );
}

/** The cookie notice links the cookie policy; once dismissed it stays away after a reload. */
export const CookieNoticeDismissed: Story = {
  render: (args) => <Reloadable {...args} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const notice = await page.findByRole("region", { name: "Cookie notice" });
    await expect(
      within(notice).getByRole("link", { name: "Read the cookie policy" }),
    ).toHaveAttribute("href", "/cookies");
    await userEvent.click(within(notice).getByRole("button", { name: "Got it" }));
    await waitFor(() => expect(page.queryByRole("region", { name: "Cookie notice" })).toBeNull());
    await userEvent.click(page.getByRole("button", { name: "Reload the page" }));
    await page.findByRole("heading", { level: 1, name: "This page does not exist" });
    await expect(page.queryByRole("region", { name: "Cookie notice" })).toBeNull();
  },
};
