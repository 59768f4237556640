import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { PageStory } from "../../../testing/PageStory";
import { answer, findMain, never, notFound, sent, tooManyRequests } from "../story-helpers";

const CODE = "9f2c4e1ab7";
const meta = {
  title: "Web/Pages/Account/EmailVerification",
  component: PageStory,
  args: { path: `/email-verification/${CODE}`, onRequest: fn() },
  parameters: { layout: "fullscreen", screenshot: { target: "content" } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const verifyPath = `/api/v2/email-verification/${CODE}`;

/** Verified: the code is sent once, the page says so; no site header (000 §2). */
export const Verified: Story = {
  play: async ({ canvasElement, args }) => {
    const page = await findMain(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "Your e-mail address is verified" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
    await expect(sent(args.onRequest as never, "GET", verifyPath)).toHaveLength(1);
    await expect(canvasElement.querySelector('nav[aria-label="Main"]')).toBeNull();
  },
};

/** A member who verified goes on to the site. */
export const VerifiedMember: Story = {
  args: { signedIn: true },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await findMain(canvasElement);
    await expect(await page.findByRole("link", { name: "Continue to Causeway" })).toHaveAttribute(
      "href",
      "/",
    );
  },
};

/** The link opened a second time (issue 25): already verified, not "not valid". */
export const AlreadyVerified: Story = {
  args: {
    overrides: { verifyEmail: { response: { success: true, already_verified: true } } },
  },
  play: async ({ canvasElement }) => {
    const page = await findMain(canvasElement);
    await expect(
      await page.findByRole("heading", {
        level: 1,
        name: "Your e-mail address is already verified",
      }),
    ).toBeVisible();
    await expect(page.getByText(/This link was used before/)).toBeVisible();
    await expect(page.queryByText(/not valid/)).toBeNull();
    await expect(page.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
  },
};

/** While the link is checked. */
export const Verifying: Story = {
  args: { overrides: { verifyEmail: never } },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await findMain(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "Verifying your e-mail address" }),
    ).toBeVisible();
    await expect(page.getByRole("status")).toHaveTextContent("Verifying…");
  },
};

/** A used or unknown code (404), for a guest: says so and leads to log in. */
export const InvalidGuest: Story = {
  args: { overrides: { verifyEmail: notFound } },
  play: async ({ canvasElement }) => {
    const page = await findMain(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "This verification link is not valid" }),
    ).toBeVisible();
    await expect(page.getByText(/Log in to have a new one sent/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
  },
};

/** The same for a member: a new e-mail can be sent from here (GET /api/v2/email-verification/resend). */
export const InvalidMemberResends: Story = {
  args: { signedIn: true, overrides: { verifyEmail: notFound } },
  play: async ({ canvasElement, args }) => {
    const page = await findMain(canvasElement);
    await userEvent.click(
      await page.findByRole("button", { name: "Send the verification e-mail again" }),
    );
    await expect(await page.findByRole("status")).toHaveTextContent(
      "We sent the verification e-mail again. Check your inbox.",
    );
    await expect(
      sent(args.onRequest as never, "GET", "/api/v2/email-verification/resend"),
    ).toHaveLength(1);
  },
};

/** The resend failing is said too. */
export const ResendFails: Story = {
  args: {
    signedIn: true,
    overrides: {
      verifyEmail: notFound,
      resendEmailVerification: answer(500, { code: 500, message: "Internal error" }),
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await findMain(canvasElement);
    await userEvent.click(
      await page.findByRole("button", { name: "Send the verification e-mail again" }),
    );
    await expect(await page.findByRole("alert")).toHaveTextContent(
      "The verification e-mail could not be sent.",
    );
  },
};

/** Too many attempts (429): said, with a retry that asks again. */
export const TooMany: Story = {
  args: { overrides: { verifyEmail: tooManyRequests } },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = await findMain(canvasElement);
    await expect(await page.findByRole("alert")).toHaveTextContent(
      "Too many attempts. Wait a few minutes and try again.",
    );
    await userEvent.click(page.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(sent(args.onRequest as never, "GET", verifyPath)).toHaveLength(2));
  },
};
