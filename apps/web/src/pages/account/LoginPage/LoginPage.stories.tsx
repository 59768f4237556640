import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { PageStory } from "../../../testing/PageStory";
import {
  fieldErrors,
  findMain,
  lastBody,
  never,
  sent,
  tooManyRequests,
  wrongCredentials,
} from "../story-helpers";

const meta = {
  title: "Web/Pages/Account/Login",
  component: PageStory,
  args: { path: "/login", onRequest: fn() },
  parameters: { layout: "fullscreen", screenshot: { target: "content" } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = findMain;

async function fillAndSubmit(canvasElement: HTMLElement, username: string, password: string) {
  const page = await main(canvasElement);
  await userEvent.type(await page.findByLabelText(/Username or e-mail/), username);
  await userEvent.type(page.getByLabelText(/^Password/), password);
  await userEvent.click(page.getByRole("button", { name: "Log in" }));
}

/** A guest's log-in page: the two labelled fields, the submit, and the links on. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await expect(await page.findByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
    await expect(page.getByLabelText(/Username or e-mail/)).toHaveAttribute(
      "autocomplete",
      "username",
    );
    await expect(page.getByLabelText(/^Password/)).toHaveAttribute("type", "password");
    await expect(page.getByRole("link", { name: "Forgot your password?" })).toHaveAttribute(
      "href",
      "/forgotten-password",
    );
    await expect(page.getByRole("link", { name: "Create an account" })).toHaveAttribute(
      "href",
      "/sign-up",
    );
  },
};

/** Logging in sends the credentials as typed (trimmed), keeps the token and follows `redirect`. */
export const FollowsRedirect: Story = {
  args: { path: "/login?redirect=%2Fforgotten-password" },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    await fillAndSubmit(canvasElement, "  maria.petrova ", "correct-horse-battery");
    await expect(
      await (await main(canvasElement)).findByRole("heading", {
        level: 1,
        name: "Forgotten password",
      }),
    ).toBeVisible();
    await expect(await lastBody(args.onRequest as never, "POST", "/api/v2/auth")).toEqual({
      username: "maria.petrova",
      password: "correct-horse-battery",
    });
  },
};

/** An absolute or protocol-relative `redirect` is ignored: the user stays on this site, at home. */
export const RefusesOpenRedirect: Story = {
  args: { path: "/login?redirect=%2F%2Fevil.example%2Fphish" },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const before = window.location.href;
    await fillAndSubmit(canvasElement, "maria.petrova", "correct-horse-battery");
    const page = await main(canvasElement);
    await waitFor(() => expect(page.queryByRole("heading", { name: "Log in" })).toBeNull());
    await expect(await page.findByRole("heading", { level: 1 })).toBeVisible();
    await expect(window.location.href).toBe(before);
  },
};

/** The same for a full URL to another site. */
export const RefusesAbsoluteRedirect: Story = {
  args: { path: "/login?redirect=https%3A%2F%2Fevil.example%2F" },
  parameters: { screenshot: { skip: true } },
  play: RefusesOpenRedirect.play,
};

/** Wrong credentials (401): said in an alert that takes the focus; nothing typed is lost. */
export const WrongCredentials: Story = {
  args: { overrides: { login: wrongCredentials } },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, "maria.petrova", "not-my-password");
    const page = await main(canvasElement);
    const alert = await page.findByRole("alert");
    await expect(alert).toHaveTextContent("The username, e-mail or password is wrong.");
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    await expect(page.getByLabelText(/Username or e-mail/)).toHaveValue("maria.petrova");
    await expect(page.getByLabelText(/^Password/)).toHaveValue("not-my-password");
    await expect(page.getByRole("button", { name: "Log in" })).toBeEnabled();
  },
};

/** The same answer in Bulgarian: the server's refusal is told in the user's language. */
export const WrongCredentialsBulgarian: Story = {
  args: { overrides: { login: wrongCredentials } },
  globals: { locale: "bg" },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await main(canvasElement);
    await userEvent.type(await page.findByLabelText(/Потребителско име или имейл/), "maria");
    await userEvent.type(page.getByLabelText(/^Парола/), "secret-secret");
    await userEvent.click(page.getByRole("button", { name: "Вход" }));
    await expect(await page.findByRole("alert")).toHaveTextContent(
      "Потребителското име, имейлът или паролата са грешни.",
    );
  },
};

/** Too many attempts (429). */
export const TooManyAttempts: Story = {
  args: { overrides: { login: tooManyRequests } },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, "maria.petrova", "guess-number-six");
    const page = await main(canvasElement);
    await expect(await page.findByRole("alert")).toHaveTextContent(
      "Too many attempts. Wait a few minutes and try again.",
    );
    await expect(page.getByLabelText(/Username or e-mail/)).toHaveValue("maria.petrova");
  },
};

/** Nothing typed: both fields say what they need, and nothing is sent. */
export const Required: Story = {
  play: async ({ canvasElement, args }) => {
    const page = await main(canvasElement);
    await userEvent.click(await page.findByRole("button", { name: "Log in" }));
    await expect(await page.findByText("Enter your username or e-mail address.")).toBeVisible();
    await expect(page.getByText("Enter a password.")).toBeVisible();
    await waitFor(() => expect(page.getByLabelText(/Username or e-mail/)).toHaveFocus());
    await expect(sent(args.onRequest as never, "POST", "/api/v2/auth")).toHaveLength(0);
  },
};

/** The server's per-field 400 goes under the field; typing in it clears it. */
export const ServerFieldError: Story = {
  args: { overrides: { login: fieldErrors({ password: "validation.password" }) } },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, "maria.petrova", "x");
    const page = await main(canvasElement);
    const password = page.getByLabelText(/^Password/);
    await expect(await page.findByText("Enter a password.")).toBeVisible();
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(page.queryByRole("alert")).toBeNull();
    await userEvent.type(password, "y");
    await waitFor(() => expect(page.queryByText("Enter a password.")).toBeNull());
  },
};

/** While the server answers, the submit is busy and the fields keep what was typed. */
export const Busy: Story = {
  args: { overrides: { login: never } },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, "maria.petrova", "correct-horse-battery");
    const page = await main(canvasElement);
    const submit = page.getByRole("button", { name: /Log in/ });
    await waitFor(() => expect(submit).toHaveAttribute("data-pending", "true"));
    await expect(submit.closest("form")).toHaveAttribute("aria-busy", "true");
    await expect(page.getByLabelText(/Username or e-mail/)).toHaveValue("maria.petrova");
  },
};

/** A logged-in member opening /login is sent home. */
export const SignedIn: Story = {
  args: { signedIn: true },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = await main(canvasElement);
    await expect(await page.findByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.queryByRole("heading", { name: "Log in" })).toBeNull();
    await expect(sent(args.onRequest as never, "POST", "/api/v2/auth")).toHaveLength(0);
  },
};
