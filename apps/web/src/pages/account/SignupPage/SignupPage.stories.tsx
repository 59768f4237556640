import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { PageStory } from "../../../testing/PageStory";
import {
  currentUser,
  fieldErrors,
  findMain,
  lastBody,
  NEW_MEMBER,
  sent,
  tooManyRequests,
} from "../story-helpers";

const meta = {
  title: "Web/Pages/Account/SignUp",
  component: PageStory,
  args: { path: "/sign-up", onRequest: fn() },
  parameters: { layout: "fullscreen", screenshot: { target: "content" } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, values: { email: string; username: string }) {
  const page = await findMain(canvasElement);
  await userEvent.type(await page.findByLabelText(/E-mail address/), values.email);
  await userEvent.type(page.getByLabelText(/^Username/), values.username);
  await userEvent.type(page.getByLabelText(/^Password/), "correct-horse-battery");
  await userEvent.click(page.getByRole("button", { name: "Create the account" }));
  return page;
}

/**
 * The form: personal or business (personal chosen), e-mail, username, password, the newsletter
 * box (unticked: no newsletter without consent) and the rules.
 */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const page = await findMain(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "Create your account" }),
    ).toBeVisible();
    await expect(page.getByRole("radio", { name: /Personal/ })).toBeChecked();
    await expect(page.getByRole("radio", { name: /Business or organization/ })).not.toBeChecked();
    const newsletter = page.getByRole("checkbox", { name: /Send me the newsletter/ });
    await expect(newsletter).not.toBeChecked();
    await expect(newsletter).toHaveAccessibleDescription(
      "Optional. You can unsubscribe at any time in your settings.",
    );
    await expect(page.getByLabelText(/^Password/)).toHaveAttribute("autocomplete", "new-password");
    await expect(page.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
    await expect(page.getByRole("link", { name: "Terms of use" })).toHaveAttribute(
      "href",
      "/terms",
    );
  },
};

/**
 * A business signs up: POST /api/v2/signup/email with the profile type, the address lower-cased,
 * the username and the password, in the page's language; the token is kept and the business
 * completion form follows.
 */
export const CreatesAccount: Story = {
  args: {
    overrides: { getCurrentUser: currentUser({ ...NEW_MEMBER, type: "business" }) },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = await findMain(canvasElement);
    await userEvent.click(await page.findByRole("radio", { name: /Business or organization/ }));
    await fill(canvasElement, { email: "Ayse.Yilmaz@example.com.tr", username: "ayse.yilmaz" });
    await expect(
      await page.findByRole("heading", { level: 1, name: "Tell us about your organization" }),
    ).toBeVisible();
    const [request] = sent(args.onRequest as never, "POST", "/api/v2/signup/email");
    await expect(new URL(request?.url ?? "").searchParams.get("translation_language")).toBe("en");
    await expect(await lastBody(args.onRequest as never, "POST", "/api/v2/signup/email")).toEqual({
      profile_type: "business",
      email: "ayse.yilmaz@example.com.tr",
      username: "ayse.yilmaz",
      password: "correct-horse-battery",
      newsletter: false,
    });
  },
};

/** Ticks the newsletter box by keyboard (Space), as a person opting in does. */
async function optIn(canvasElement: HTMLElement) {
  const page = await findMain(canvasElement);
  const newsletter = await page.findByRole("checkbox", { name: /Send me the newsletter/ });
  newsletter.focus();
  await userEvent.keyboard(" ");
  await expect(newsletter).toBeChecked();
}

/** The box ticked: the person's consent, sent with the sign-up. */
export const NewsletterTicked: Story = {
  play: async ({ canvasElement, args }) => {
    await optIn(canvasElement);
    await expect(sent(args.onRequest as never, "POST", "/api/v2/signup/email")).toHaveLength(0);
  },
};

/** Ticking the newsletter box is the consent: the sign-up sends it. */
export const NewsletterOptIn: Story = {
  args: { overrides: { getCurrentUser: currentUser(NEW_MEMBER) } },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = await findMain(canvasElement);
    await optIn(canvasElement);
    await fill(canvasElement, { email: "ayse@example.com.tr", username: "ayse.yilmaz" });
    await expect(
      await page.findByRole("heading", { level: 1, name: "Tell us about yourself" }),
    ).toBeVisible();
    await expect(
      await lastBody(args.onRequest as never, "POST", "/api/v2/signup/email"),
    ).toMatchObject({ newsletter: true });
  },
};

/** Nothing typed: each field says what it needs and nothing is sent. */
export const Required: Story = {
  parameters: { screenshot: { fullHeight: true } },
  play: async ({ canvasElement, args }) => {
    const page = await findMain(canvasElement);
    await userEvent.click(await page.findByRole("button", { name: "Create the account" }));
    await expect(await page.findByText("Enter a valid e-mail address.")).toBeVisible();
    await expect(page.getByText("Use at least 8 characters.")).toBeVisible();
    await waitFor(() => expect(page.getByLabelText(/E-mail address/)).toHaveFocus());
    await expect(sent(args.onRequest as never, "POST", "/api/v2/signup/email")).toHaveLength(0);
  },
};

/** An address already registered (400): said under the field, with a way to log in instead. */
export const EmailTaken: Story = {
  parameters: { screenshot: { fullHeight: true } },
  args: { overrides: { signupWithEmail: fieldErrors({ email: "validation.email_taken" }) } },
  play: async ({ canvasElement }) => {
    const page = await fill(canvasElement, {
      email: "maria.petrova@example.bg",
      username: "maria.p",
    });
    await expect(
      await page.findByText("An account with this e-mail address already exists."),
    ).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Log in with this address instead" }),
    ).toHaveAttribute("href", "/login");
    await expect(page.getByLabelText(/E-mail address/)).toHaveValue("maria.petrova@example.bg");
    await expect(page.getByLabelText(/^Password/)).toHaveValue("correct-horse-battery");
  },
};

/** A username taken meanwhile (400): the username field says so and offers other names. */
export const UsernameTaken: Story = {
  args: {
    overrides: {
      signupWithEmail: fieldErrors({ username: "username.validation.username_taken" }),
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await fill(canvasElement, { email: "ayse@example.com.tr", username: "ayse" });
    const username = page.getByLabelText(/^Username/);
    await waitFor(() => expect(username).toHaveAttribute("aria-invalid", "true"));
    await expect(username).toHaveAccessibleDescription(/This username is taken/);
    await userEvent.click(page.getByRole("button", { name: "ayse11" }));
    await expect(username).toHaveValue("ayse11");
  },
};

/** Too many sign-ups from one place (429): said in the alert, everything typed kept. */
export const TooMany: Story = {
  args: { overrides: { signupWithEmail: tooManyRequests } },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await fill(canvasElement, { email: "ayse@example.com.tr", username: "ayse.y" });
    await expect(await page.findByRole("alert")).toHaveTextContent(
      "Too many attempts. Wait a few minutes and try again.",
    );
    await expect(page.getByLabelText(/^Username/)).toHaveValue("ayse.y");
  },
};

/** A member opening /sign-up is sent home (000 §2). */
export const SignedIn: Story = {
  args: { signedIn: true },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await findMain(canvasElement);
    await expect(await page.findByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.queryByRole("heading", { name: "Create your account" })).toBeNull();
  },
};

/**
 * A member back on /sign-up with the page the sign-up was for (the registration prompt's way in,
 * after the completion) goes on to that page, not home.
 */
export const SignedInWithRedirect: Story = {
  args: {
    signedIn: true,
    path: `/sign-up?redirect=${encodeURIComponent("/campaign/help-maria-walk-again/first-week-of-rehabilitation")}`,
    onNavigate: fn(),
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ args }) => {
    await waitFor(() =>
      expect(args.onNavigate).toHaveBeenCalledWith(
        "/campaign/help-maria-walk-again/first-week-of-rehabilitation",
      ),
    );
  },
};
