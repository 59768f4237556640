import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { PageStory } from "../../../testing/PageStory";
import { fieldErrors, findMain, lastBody, sent, tooManyRequests } from "../story-helpers";

const meta = {
  title: "Web/Pages/Account/ForgottenPassword",
  component: PageStory,
  args: { path: "/forgotten-password", onRequest: fn() },
  parameters: { layout: "fullscreen", screenshot: { target: "content" } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

async function request(canvasElement: HTMLElement, email: string) {
  const page = await findMain(canvasElement);
  await userEvent.type(await page.findByLabelText(/E-mail address/), email);
  await userEvent.click(page.getByRole("button", { name: "Send the link" }));
  return page;
}

/** The request form: the address field, the submit and the way back to log in. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const page = await findMain(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "Forgotten password" }),
    ).toBeVisible();
    await expect(page.getByLabelText(/E-mail address/)).toHaveAttribute("type", "email");
    await expect(page.getByRole("link", { name: "Back to log in" })).toHaveAttribute(
      "href",
      "/login",
    );
  },
};

/** Sent: the address (lower-cased) goes to POST /api/v2/forgotten-password; the page says to check the inbox without saying whether an account exists. */
export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    const page = await request(canvasElement, "Maria.Petrova@Example.bg");
    const status = await page.findByRole("status");
    await expect(status).toHaveTextContent("Check your inbox");
    await expect(status).toHaveTextContent("If an account uses maria.petrova@example.bg");
    await expect(
      await lastBody(args.onRequest as never, "POST", "/api/v2/forgotten-password"),
    ).toEqual({ email: "maria.petrova@example.bg" });
  },
};

/**
 * Issue 25: a double click on "Send the link" asks once (one e-mail); the button is busy from the
 * first press, and the one request carries an Idempotency-Key for the server.
 */
export const DoubleClick: Story = {
  args: {
    overrides: {
      requestPasswordReset: async () => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        return Response.json({ response: { success: true } });
      },
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = await findMain(canvasElement);
    await userEvent.type(await page.findByLabelText(/E-mail address/), "maria@example.bg");
    const button = page.getByRole("button", { name: "Send the link" });
    // Both presses arrive before the page draws again (a fast double click or double tap).
    button.click();
    button.click();
    await waitFor(() => expect(button).toHaveAttribute("data-pending", "true"));
    await expect(await page.findByRole("status")).toHaveTextContent("Check your inbox");
    const asked = sent(args.onRequest as never, "POST", "/api/v2/forgotten-password");
    await expect(asked).toHaveLength(1);
    await expect(asked[0]?.headers.get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
  },
};

/** After sending, another address can be tried: the form comes back with the address typed. */
export const AnotherAddress: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await request(canvasElement, "Maria.Petrova@Example.bg");
    await userEvent.click(await page.findByRole("button", { name: "Use another address" }));
    const field = await page.findByLabelText(/E-mail address/);
    await expect(field).toHaveValue("Maria.Petrova@Example.bg");
    await waitFor(() => expect(field).toHaveFocus());
  },
};

/** Not an address: said under the field, nothing sent. */
export const InvalidAddress: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = await request(canvasElement, "maria.petrova");
    await expect(await page.findByText("Enter a valid e-mail address.")).toBeVisible();
    await expect(page.getByLabelText(/E-mail address/)).toHaveAttribute("aria-invalid", "true");
    await expect(sent(args.onRequest as never, "POST", "/api/v2/forgotten-password")).toHaveLength(
      0,
    );
  },
};

/** The server's 400 goes under the field. */
export const ServerFieldError: Story = {
  args: { overrides: { requestPasswordReset: fieldErrors({ email: "validation.email" }) } },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await request(canvasElement, "maria@example.bg");
    await expect(await page.findByText("Enter a valid e-mail address.")).toBeVisible();
    await waitFor(() => expect(page.getByLabelText(/E-mail address/)).toHaveFocus());
  },
};

/** Too many requests (429): said in the alert; the address stays. */
export const TooMany: Story = {
  args: { overrides: { requestPasswordReset: tooManyRequests } },
  play: async ({ canvasElement }) => {
    const page = await request(canvasElement, "maria@example.bg");
    await expect(await page.findByRole("alert")).toHaveTextContent(
      "Too many attempts. Wait a few minutes and try again.",
    );
    await expect(page.getByLabelText(/E-mail address/)).toHaveValue("maria@example.bg");
  },
};
