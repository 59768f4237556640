import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { PageStory } from "../../../testing/PageStory";
import {
  fieldErrors,
  findMain,
  lastBody,
  never,
  notFound,
  sent,
  tooManyRequests,
} from "../story-helpers";

const HASH = "3f9a1c7e5b2d4a6f8e0c";
const meta = {
  title: "Web/Pages/Account/PasswordReset",
  component: PageStory,
  args: {
    path: `/forgotten-password/${HASH}`,
    onRequest: fn(),
    overrides: {
      checkPasswordResetHash: { response: { valid: true, email: "maria.petrova@example.bg" } },
    },
  },
  parameters: { layout: "fullscreen", screenshot: { target: "content" } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

async function choose(canvasElement: HTMLElement, password: string, repeat: string) {
  const page = await findMain(canvasElement);
  await userEvent.type(await page.findByLabelText(/^New password/), password);
  await userEvent.type(page.getByLabelText(/^Repeat the new password/), repeat);
  await userEvent.click(page.getByRole("button", { name: "Save the new password" }));
  return page;
}

/** A valid link: the account's address and the two password fields. */
export const ValidLink: Story = {
  play: async ({ canvasElement }) => {
    const page = await findMain(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "Choose a new password" }),
    ).toBeVisible();
    await expect(
      await page.findByText("For the account of maria.petrova@example.bg."),
    ).toBeVisible();
    await expect(page.getByLabelText(/^New password/)).toHaveAttribute(
      "autocomplete",
      "new-password",
    );
  },
};

/** While the link is checked the page says so. */
export const Checking: Story = {
  args: { overrides: { checkPasswordResetHash: never } },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await findMain(canvasElement);
    await expect(await page.findByRole("status")).toHaveTextContent("Checking the link…");
  },
};

/** A used, expired or unknown link (404) says so and offers a new one. */
export const Expired: Story = {
  args: { overrides: { checkPasswordResetHash: notFound } },
  play: async ({ canvasElement }) => {
    const page = await findMain(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "This link has expired or is not valid" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute(
      "href",
      "/forgotten-password",
    );
  },
};

/** The link could not be checked (429): said, with a retry. */
export const CheckTooMany: Story = {
  args: { overrides: { checkPasswordResetHash: tooManyRequests } },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await findMain(canvasElement);
    await expect(
      await page.findByRole("heading", {
        level: 1,
        name: "Too many attempts. Wait a few minutes and try again.",
      }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: /Try again/ })).toBeVisible();
  },
};

/** Saved: PUT /api/v2/forgotten-password/{hash} with both fields; the user is logged in. */
export const Saved: Story = {
  play: async ({ canvasElement, args }) => {
    const page = await choose(canvasElement, "new-horse-battery", "new-horse-battery");
    await expect(
      await page.findByRole("heading", { level: 1, name: "Password changed" }),
    ).toBeVisible();
    await expect(
      await lastBody(args.onRequest as never, "PUT", `/api/v2/forgotten-password/${HASH}`),
    ).toEqual({ password: "new-horse-battery", repeat_password: "new-horse-battery" });
    await expect(page.getByRole("link", { name: "Continue to Causeway" })).toHaveAttribute(
      "href",
      "/",
    );
    await waitFor(() => expect(canvasElement.querySelector('header a[href="/login"]')).toBeNull());
  },
};

/** Too short, and not the same twice: said under the fields, nothing sent. */
export const Refused: Story = {
  play: async ({ canvasElement, args }) => {
    const page = await choose(canvasElement, "short", "other");
    await expect(await page.findByText("Use at least 8 characters.")).toBeVisible();
    await waitFor(() => expect(page.getByLabelText(/^New password/)).toHaveFocus());
    await expect(
      sent(args.onRequest as never, "PUT", `/api/v2/forgotten-password/${HASH}`),
    ).toHaveLength(0);
  },
};

/** The server's 400 goes under its field. */
export const ServerFieldError: Story = {
  args: {
    overrides: {
      checkPasswordResetHash: { response: { valid: true, email: "maria.petrova@example.bg" } },
      resetPassword: fieldErrors({ repeat_password: "forms.settings.password.mismatch" }),
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await choose(canvasElement, "new-horse-battery", "new-horse-battery");
    await expect(await page.findByText("The two new passwords are not the same.")).toBeVisible();
    await expect(page.getByLabelText(/^New password/)).toHaveValue("new-horse-battery");
  },
};

/** The link expired while the form was open (PUT 404): the page says so. */
export const ExpiredOnSave: Story = {
  args: {
    overrides: {
      checkPasswordResetHash: { response: { valid: true, email: "maria.petrova@example.bg" } },
      resetPassword: notFound,
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await choose(canvasElement, "new-horse-battery", "new-horse-battery");
    await expect(
      await page.findByRole("heading", { level: 1, name: "This link has expired or is not valid" }),
    ).toBeVisible();
  },
};
