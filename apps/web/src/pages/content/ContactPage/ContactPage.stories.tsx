import type { User } from "@causeway/api-client";
import { mockExample } from "@causeway/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { PageStory } from "../../../testing/PageStory";

const meta = {
  title: "Web/Pages/Content/Contact",
  component: PageStory,
  args: { path: "/contact" },
  parameters: { layout: "fullscreen", screenshot: { target: "content", fullHeight: true } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

type Page = ReturnType<typeof within>;
const me = mockExample("getCurrentUser").response as User;

const main = async (canvas: HTMLElement) => {
  const page = within(await within(canvas).findByRole("main"));
  await page.findByRole("heading", { level: 1, name: "Contact us" });
  return page;
};
const field = (page: Page, name: string) => page.getByRole("textbox", { name: new RegExp(name) });
const send = (page: Page) => userEvent.click(page.getByRole("button", { name: "Send message" }));

async function fill(
  page: Page,
  values: { name?: string; email?: string; subject?: string; message?: string },
) {
  if (values.name !== undefined) await userEvent.type(field(page, "Your name"), values.name);
  if (values.email !== undefined)
    await userEvent.type(field(page, "Your e-mail address"), values.email);
  if (values.subject !== undefined) await userEvent.type(field(page, "Subject"), values.subject);
  if (values.message !== undefined) await userEvent.type(field(page, "Message"), values.message);
}

const GOOD = {
  name: "Ana Popescu",
  email: "ana@example.com",
  subject: "Withdrawals",
  message: "Can I pay the clinic directly from my campaign?",
};

const contactCalls = (spy: unknown) =>
  (spy as ReturnType<typeof fn>).mock.calls
    .map(([request]) => request as Request)
    .filter((request) => new URL(request.url).pathname === "/api/v2/contact");

/** A guest arrives: the page's text, then the empty form with its four fields. */
export const Empty: Story = {
  parameters: { screenshot: { target: "content", fullHeight: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await expect(page.getByRole("heading", { level: 2, name: "Write to us" })).toBeVisible();
    for (const name of ["Your name", "Your e-mail address", "Subject", "Message"]) {
      await expect(field(page, name)).toHaveValue("");
    }
    await expect(page.getByRole("link", { name: /^help centre/ })).toHaveAttribute(
      "href",
      "https://help.causeway.example/",
    );
    await waitFor(() => expect(document.title).toBe("Contact us · Causeway"));
  },
};

/** A member finds their name and e-mail address already filled in. */
export const Member: Story = {
  args: { signedIn: true },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await waitFor(() => expect(field(page, "Your name")).toHaveValue(me.name));
    await expect(field(page, "Your e-mail address")).toHaveValue(me.email ?? "");
    await expect(field(page, "Subject")).toHaveValue("");
  },
};

/** Sent empty: each field says what it needs, the first takes the focus, nothing is sent. */
export const Invalid: Story = {
  args: { onRequest: fn() },
  play: async ({ canvasElement, args }) => {
    const page = await main(canvasElement);
    await fill(page, { email: "ana@", message: "Hi" });
    await send(page);
    await expect(await page.findByText("Enter your name.")).toBeVisible();
    await expect(page.getByText("Enter a valid e-mail address.")).toBeVisible();
    await expect(page.getByText("Say in a few words what your message is about.")).toBeVisible();
    await expect(
      page.getByText("Write at least 10 characters, so that we can help you."),
    ).toBeVisible();
    await waitFor(() => expect(field(page, "Your name")).toHaveFocus());
    await expect(field(page, "Your name")).toHaveAttribute("aria-invalid", "true");
    await expect(contactCalls(args.onRequest)).toEqual([]);
    // Typing in a field takes its message away.
    await userEvent.type(field(page, "Your name"), "Ana");
    await expect(page.queryByText("Enter your name.")).toBeNull();
  },
};

/** Sent: the message goes to POST /api/v2/contact, and a thank-you says where the answer goes. */
export const Sent: Story = {
  args: { onRequest: fn() },
  play: async ({ canvasElement, args }) => {
    const page = await main(canvasElement);
    await fill(page, GOOD);
    await send(page);
    const thanks = await page.findByText("Thank you, your message has been sent");
    await expect(thanks).toBeVisible();
    await expect(
      page.getByText(
        "A person from our team will answer at ana@example.com within two working days.",
      ),
    ).toBeVisible();
    const [call] = contactCalls(args.onRequest);
    await expect(await call?.json()).toEqual(GOOD);
    await expect(page.queryByRole("button", { name: "Send message" })).toBeNull();
  },
};

/** Another message starts from a fresh subject and text; the sender is kept. */
export const WriteAnother: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await fill(page, GOOD);
    await send(page);
    await userEvent.click(await page.findByRole("button", { name: "Write another message" }));
    await waitFor(() => expect(field(page, "Subject")).toHaveFocus());
    await expect(field(page, "Subject")).toHaveValue("");
    await expect(field(page, "Your name")).toHaveValue(GOOD.name);
  },
};

/** The server fails: an alert says so, everything typed stays, and sending again works. */
export const ServerError: Story = {
  args: {
    overrides: {
      sendContactMessage: () =>
        Response.json({ code: 500, message: "Internal server error." }, { status: 500 }),
    },
  },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await fill(page, GOOD);
    await send(page);
    await expect(await page.findByRole("alert")).toHaveTextContent(
      "Your message could not be sent. Try again in a moment; what you wrote is still here.",
    );
    await expect(field(page, "Message")).toHaveValue(GOOD.message);
    await expect(field(page, "Subject")).toHaveValue(GOOD.subject);
    await expect(page.getByRole("button", { name: "Send message" })).toBeEnabled();
  },
};

/** Too many messages from one address (429): wait a few minutes, the text is kept. */
export const TooMany: Story = {
  parameters: { screenshot: { skip: true } },
  args: {
    overrides: {
      sendContactMessage: () =>
        Response.json(
          { code: 429, message: "Too many requests." },
          { status: 429, headers: { "Retry-After": "600" } },
        ),
    },
  },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await fill(page, GOOD);
    await send(page);
    await expect(await page.findByRole("alert")).toHaveTextContent(
      /You have sent several messages in a short time/,
    );
    await expect(field(page, "Message")).toHaveValue(GOOD.message);
  },
};

/** The server refuses a field (its own check): the message goes under that field. */
export const ServerRefusesAField: Story = {
  parameters: { screenshot: { skip: true } },
  args: {
    overrides: {
      sendContactMessage: () =>
        Response.json(
          { code: 400, message: JSON.stringify({ email: "report.validator.email_empty" }) },
          { status: 400 },
        ),
    },
  },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await fill(page, GOOD);
    await send(page);
    await expect(await page.findByText("Enter a valid e-mail address.")).toBeVisible();
    await waitFor(() => expect(field(page, "Your e-mail address")).toHaveFocus());
    await expect(page.queryByRole("alert")).toBeNull();
  },
};
