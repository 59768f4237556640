import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { PageStory } from "../../testing/PageStory";
import { expectToastThenDismiss } from "../../testing/toasts";
import { answer, echoSubscriptions, sent, visited } from "./story-helpers";

const meta = {
  title: "Web/Pages/Settings/Subscriptions",
  component: PageStory,
  args: {
    path: "/settings/subscriptions",
    signedIn: true,
    onRequest: fn(),
    onNavigate: fn(),
    overrides: { updateEmailSubscriptions: echoSubscriptions },
  },
  parameters: { layout: "fullscreen", screenshot: { target: "content" } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const SUBSCRIPTIONS = "/api/v2/notifications/email/subscriptions";
const NEWSLETTER_ON = [
  { type: "weekly_statistics", subscribed: true },
  { type: "newsletter", subscribed: true },
];

/** /settings/subscriptions: the member's e-mails by token; the newsletter switched on and saved. */
export const MemberSubscriptions: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const newsletter = await page.findByRole("switch", { name: "Newsletter" });
    await expect(newsletter).not.toBeChecked();
    await expect(
      page.getByRole("heading", { level: 2, name: "E-mail subscriptions" }),
    ).toBeVisible();
    const nav = within(page.getByRole("navigation", { name: "Settings pages" }));
    await expect(nav.getByRole("link", { name: "E-mail subscriptions" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await userEvent.click(newsletter);
    await userEvent.click(page.getByRole("button", { name: "Save changes" }));
    await expectToastThenDismiss("Your e-mail preferences were saved.");
    await expect(page.queryByText("Your e-mail preferences were saved.")).not.toBeInTheDocument();
    await expect(page.getByRole("switch", { name: "Newsletter" })).toBeChecked();
    // Read, and read again once saved: by the session's token each time.
    for (const read of await sent(args.onRequest, "GET", SUBSCRIPTIONS)) {
      await expect(read).toMatchObject({ query: "", authorization: "Bearer mock-token" });
    }
    await expect(await sent(args.onRequest, "PUT")).toMatchObject([
      { path: SUBSCRIPTIONS, body: { types: NEWSLETTER_ON } },
    ]);
  },
};

/** /settings/newsletter: the newsletter is one of the e-mails of the subscriptions page. */
export const NewsletterGoesToSubscriptions: Story = {
  args: { path: "/settings/newsletter" },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole("switch", { name: "Newsletter" })).toBeVisible();
    await expect(visited(args.onNavigate)).toEqual(["/settings/subscriptions"]);
  },
};

/**
 * /subscriptions from an e-mail, for a guest: the link's user_id and signature read the e-mails
 * and go with the save, no log-in.
 */
export const SignedLink: Story = {
  args: { path: "/subscriptions?user_id=42&signature=c2lnbmVk", signedIn: false },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "E-mail subscriptions" }),
    ).toBeVisible();
    await userEvent.click(await page.findByRole("switch", { name: "Newsletter" }));
    await userEvent.click(page.getByRole("button", { name: "Save changes" }));
    await expectToastThenDismiss("Your e-mail preferences were saved.");
    await expect(page.queryByText("Your e-mail preferences were saved.")).not.toBeInTheDocument();
    await expect(page.getByRole("switch", { name: "Newsletter" })).toBeChecked();
    // Read, and read again once saved: by the link each time, no token.
    for (const read of await sent(args.onRequest, "GET", SUBSCRIPTIONS)) {
      await expect(read).toMatchObject({
        query: "?user_id=42&signature=c2lnbmVk",
        authorization: null,
      });
    }
    await expect(await sent(args.onRequest, "PUT")).toMatchObject([
      {
        path: SUBSCRIPTIONS,
        body: { user_id: 42, signature: "c2lnbmVk", types: NEWSLETTER_ON },
      },
    ]);
  },
};

/** /settings/newsletter/signature is the same signed page, open to a guest. */
export const NewsletterSignedLink: Story = {
  args: { path: "/settings/newsletter/signature?user_id=42&signature=c2lnbmVk", signedIn: false },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole("switch", { name: "Newsletter" })).toBeVisible();
    await expect(await sent(args.onRequest, "GET", SUBSCRIPTIONS)).toMatchObject([
      { query: "?user_id=42&signature=c2lnbmVk" },
    ]);
    await expect(visited(args.onNavigate)).toEqual([]);
  },
};

/** The server refuses the signature (expired): said, with a way to log in and manage from settings. */
export const SignedLinkRefused: Story = {
  args: {
    path: "/subscriptions?user_id=42&signature=expired",
    signedIn: false,
    overrides: {
      updateEmailSubscriptions: echoSubscriptions,
      getEmailSubscriptions: () => answer(403, { code: 403, message: "Forbidden" }),
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText("This link is not valid or has expired.")).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Log in to manage your subscriptions" }),
    ).toHaveAttribute("href", "/login?redirect=%2Fsettings%2Fsubscriptions");
  },
};

/** /subscriptions without its link's parts, for a guest: not valid, nothing asked, log in offered. */
export const LinkMissingForGuest: Story = {
  args: { path: "/subscriptions", signedIn: false },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(await page.findByText("This link is not valid or has expired.")).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Log in to manage your subscriptions" }),
    ).toHaveAttribute("href", "/login?redirect=%2Fsettings%2Fsubscriptions");
    await expect(await sent(args.onRequest, "GET", SUBSCRIPTIONS)).toEqual([]);
  },
};

/** /subscriptions without a link, for a member: their own subscriptions page. */
export const LinkMissingForMember: Story = {
  args: { path: "/subscriptions" },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole("switch", { name: "Newsletter" })).toBeVisible();
    await expect(visited(args.onNavigate)).toEqual(["/settings/subscriptions"]);
  },
};

/**
 * /unsubscribe from one e-mail: it is named, nothing is sent until the button is pressed, then
 * PUT { user_id, checksum, template } and the confirmation with the way to every subscription.
 */
export const Unsubscribe: Story = {
  args: {
    path: "/unsubscribe?user_id=42&checksum=9f2c4e1ab7&template=newsletter",
    signedIn: false,
  },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "Unsubscribe from e-mails" }),
    ).toBeVisible();
    await expect(page.getByText("Newsletter")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(await sent(args.onRequest, "PUT")).toEqual([]);
    await userEvent.click(page.getByRole("button", { name: "Unsubscribe" }));
    await expect(await page.findByText("You are unsubscribed.")).toBeVisible();
    await expect(await sent(args.onRequest, "PUT")).toMatchObject([
      {
        path: "/api/v2/user/email/unsubscribe",
        body: { user_id: 42, checksum: "9f2c4e1ab7", template: "newsletter" },
      },
    ]);
    await expect(
      page.getByRole("link", { name: "Manage all e-mail subscriptions" }),
    ).toHaveAttribute("href", "/settings/subscriptions");
  },
};

/** /unsubscribe missing a part: not valid, no call, the manage link offered. */
export const UnsubscribeBrokenLink: Story = {
  args: { path: "/unsubscribe?user_id=42&template=newsletter", signedIn: false },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText("This unsubscribe link is not valid or has expired."),
    ).toBeVisible();
    await expect(page.queryByRole("button", { name: "Unsubscribe" })).toBeNull();
    await expect(await sent(args.onRequest, "PUT")).toEqual([]);
  },
};

/**
 * /settings/newsletter/{hash}: the hash page, without the site header; the hash is the checksum
 * sent with the user and template of the query.
 */
export const NewsletterHashLink: Story = {
  args: {
    path: "/settings/newsletter/9f2c4e1ab7?user_id=42&template=weekly_statistics",
    signedIn: false,
  },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "Unsubscribe from e-mails" }),
    ).toBeVisible();
    await expect(page.getByText("Weekly statistics")).toBeVisible();
    await expect(page.queryByRole("navigation", { name: "Main" })).toBeNull();
    await userEvent.click(page.getByRole("button", { name: "Unsubscribe" }));
    await waitFor(async () =>
      expect(await sent(args.onRequest, "PUT")).toMatchObject([
        {
          path: "/api/v2/user/email/unsubscribe",
          body: { user_id: 42, checksum: "9f2c4e1ab7", template: "weekly_statistics" },
        },
      ]),
    );
    await expect(await page.findByText("You are unsubscribed.")).toBeVisible();
  },
};
