import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { PageStory } from "../../testing/PageStory";
import { answer, businessMember, visited } from "./story-helpers";

const meta = {
  title: "Web/Pages/Settings",
  component: PageStory,
  args: { path: "/settings/general", signedIn: true, onNavigate: fn() },
  parameters: { layout: "fullscreen", screenshot: { target: "content" } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const PERSONAL_PAGES = [
  "General",
  "E-mail address",
  "Username",
  "Name",
  "Phone number",
  "Password",
  "Gender",
  "Date of birth",
  "Location",
  "Time zone",
  "E-mail subscriptions",
];

/**
 * /settings/general for a personal member: the heading, the settings navigation (General marked
 * current, no business pages), the bio and every setting with its value, each linking its page.
 */
export const General: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole("heading", { level: 2, name: "General" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    const nav = within(page.getByRole("navigation", { name: "Settings pages" }));
    const links = nav.getAllByRole("link");
    await expect(links.map((link) => link.textContent)).toEqual(PERSONAL_PAGES);
    await expect(nav.getByRole("link", { name: "General" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "Phone number" })).toHaveAttribute(
      "href",
      "/settings/phone",
    );
    await expect(nav.getByRole("link", { name: "Phone number" })).not.toHaveAttribute(
      "aria-current",
    );
    await expect(page.getByRole("textbox", { name: /About you/ })).toBeVisible();
    const list = within(page.getByRole("navigation", { name: "Account settings" }));
    await expect(list.getByRole("link", { name: /Phone number/ })).toHaveAttribute(
      "href",
      "/settings/phone",
    );
    await expect(list.getByRole("link", { name: /Phone number/ })).toHaveTextContent(
      "+359 88 123 4567",
    );
    await expect(page.queryByRole("link", { name: "Back to all settings" })).toBeNull();
  },
};

/** A business member also has the organisation size and sectors pages, between gender and birthday. */
export const BusinessNavigation: Story = {
  args: { overrides: { getCurrentUser: { response: businessMember() } } },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const nav = within(await page.findByRole("navigation", { name: "Settings pages" }));
    await expect(nav.getAllByRole("link").map((link) => link.textContent)).toEqual([
      ...PERSONAL_PAGES.slice(0, 7),
      "Organization size",
      "Sectors",
      ...PERSONAL_PAGES.slice(7),
    ]);
    await expect(nav.getByRole("link", { name: "Sectors" })).toHaveAttribute(
      "href",
      "/settings/sector",
    );
  },
};

/** An unverified address is marked in the navigation too (a dot, named for screen readers). */
export const UnverifiedEmail: Story = {
  args: {
    path: "/settings/email",
    overrides: { getCurrentUser: { response: { ...businessMember(), email_verified: false } } },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const nav = within(await page.findByRole("navigation", { name: "Settings pages" }));
    const email = nav.getByRole("link", { name: /^E-mail address\s*Unverified$/ });
    await expect(email).toHaveAttribute("aria-current", "page");
    await expect(
      await page.findByRole("heading", { level: 2, name: "E-mail address" }),
    ).toBeVisible();
    await expect(page.getByRole("textbox", { name: "New e-mail address" })).toBeVisible();
  },
};

/** A story opening `path` that lands on /settings/general in one redirect. */
const landsOnGeneral = (path: string): Story => ({
  args: { path },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole("heading", { level: 2, name: "General" })).toBeVisible();
    await expect(visited(args.onNavigate)).toEqual(["/settings/general"]);
  },
});

/** /settings leads to /settings/general. */
export const SettingsRedirectsToGeneral = landsOnGeneral("/settings");

/** A sub-page's way back: the link to every setting, through the router. */
export const BackToGeneral: Story = {
  args: { path: "/settings/gender" },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole("radio", { name: "Female" })).toBeChecked();
    await userEvent.click(page.getByRole("link", { name: "Back to all settings" }));
    await expect(await page.findByRole("heading", { level: 2, name: "General" })).toBeVisible();
    await expect(visited(args.onNavigate)).toEqual(["/settings/general"]);
  },
};

/** A guest is sent to log in, and back to the general page afterwards. */
export const GuestSentToLogin: Story = {
  args: { signedIn: false },
  parameters: { screenshot: { skip: true } },
  play: async ({ args }) => {
    await waitFor(() =>
      expect(visited(args.onNavigate)).toEqual(["/login?redirect=%2Fsettings%2Fgeneral"]),
    );
  },
};

/** Organisation size is a business's page: a personal member is sent to the general page. */
export const PersonalSentFromSize = landsOnGeneral("/settings/size");

/** The same for the sectors. */
export const PersonalSentFromSector = landsOnGeneral("/settings/sector");

/** An unknown settings page is the site's 404 page. */
export const UnknownPage: Story = {
  args: { path: "/settings/xyz" },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "This page does not exist" }),
    ).toBeVisible();
    await expect(page.queryByRole("navigation", { name: "Settings pages" })).toBeNull();
  },
};

/** The member could not be loaded (not a refused token): said, and Reload asks again. */
export const MemberNotLoaded: Story = {
  args: {
    onRequest: fn(),
    overrides: { getCurrentUser: () => answer(500, { code: 500, message: "boom" }) },
  },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 2, name: "Something went wrong" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    const asked = () =>
      (args.onRequest as ReturnType<typeof fn>).mock.calls.filter(
        ([request]) => new URL((request as Request).url).pathname === "/api/v2/user",
      ).length;
    const before = asked();
    await userEvent.click(page.getByRole("button", { name: "Reload" }));
    await waitFor(() => expect(asked()).toBe(before + 1));
  },
};
