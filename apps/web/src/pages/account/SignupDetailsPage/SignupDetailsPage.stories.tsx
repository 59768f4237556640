import { mockExample } from "@causeway/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { PageStory } from "../../../testing/PageStory";
import { currentUser, fieldErrors, findMain, lastBody, NEW_MEMBER } from "../story-helpers";

const meta = {
  title: "Web/Pages/Account/SignUpDetails",
  component: PageStory,
  args: {
    path: "/sign-up/details",
    signedIn: true,
    onRequest: fn(),
    overrides: { getCurrentUser: currentUser(NEW_MEMBER) },
  },
  parameters: { layout: "fullscreen", screenshot: { target: "content" } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Picks Sofia in the location field by keyboard, from what the mock city search answers. */
async function pickSofia(canvasElement: HTMLElement) {
  const page = await findMain(canvasElement);
  await userEvent.click(page.getByRole("combobox", { name: /Location/ }));
  await userEvent.keyboard("Sof");
  const list = await within(canvasElement.ownerDocument.body).findByRole("listbox");
  await within(list).findByRole("option", { name: "Sofia, Bulgaria" });
  await userEvent.keyboard("{ArrowDown}{Enter}");
}

/**
 * A personal account fresh from the e-mail sign-up (register_step 1, no name yet): the personal
 * completion form, asking the name (and the username, prefilled) as well.
 */
export const Personal: Story = {
  parameters: { screenshot: { fullHeight: true } },
  play: async ({ canvasElement }) => {
    const page = await findMain(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "Tell us about yourself" }),
    ).toBeVisible();
    await expect(await page.findByLabelText(/^Username/)).toHaveValue("ayse.yilmaz");
    await expect(page.getByRole("textbox", { name: /Full name/ })).toBeVisible();
    await expect(page.getByRole("radiogroup", { name: /Gender/ })).toBeVisible();
  },
};

/**
 * The server of a member completing the sign-up: their user answers register_step 1 until the
 * completion is sent, then 2 (a member whose sign-up is not complete is sent back to it from
 * every page).
 */
function completingServer() {
  let completed = false;
  return {
    getCurrentUser: () =>
      Response.json(currentUser({ ...NEW_MEMBER, register_step: completed ? 2 : 1 })),
    submitSignupDetails: async () => {
      completed = true;
      const body = mockExample("submitSignupDetails");
      return Response.json({
        ...body,
        response: { ...body.response, user: { ...body.response.user, register_step: 2 } },
      });
    },
  };
}

/** Submitting sends POST /api/v2/signup/details, keeps the new token and goes on to `redirect`. */
export const CompletesAndRedirects: Story = {
  args: {
    path: "/sign-up/details?redirect=%2Fforgotten-password",
    overrides: completingServer(),
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const page = await findMain(canvasElement);
    await userEvent.type(await page.findByRole("textbox", { name: /Full name/ }), "Ayşe Yılmaz");
    await pickSofia(canvasElement);
    await userEvent.click(page.getByRole("button", { name: "Save and continue" }));
    await expect(
      await page.findByRole("heading", { level: 1, name: "Forgotten password" }),
    ).toBeVisible();
    await expect(
      await lastBody(args.onRequest as never, "POST", "/api/v2/signup/details"),
    ).toMatchObject({
      username: "ayse.yilmaz",
      name: "Ayşe Yılmaz",
      gender: "male",
      location: { formatted_address: "Sofia, Bulgaria" },
    });
  },
};

/** The server's 400 goes under its field and the typed values stay. */
export const ServerFieldError: Story = {
  args: {
    overrides: {
      getCurrentUser: currentUser(NEW_MEMBER),
      submitSignupDetails: fieldErrors({ name: "forms.error.name_required" }),
    },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await findMain(canvasElement);
    const name = await page.findByRole("textbox", { name: /Full name/ });
    await userEvent.type(name, "A");
    await pickSofia(canvasElement);
    await userEvent.click(page.getByRole("button", { name: "Save and continue" }));
    await waitFor(() => expect(name).toHaveAttribute("aria-invalid", "true"));
    await expect(name).toHaveValue("A");
  },
};

/** A business account gets the business form (name, logo, size, sectors, place, bio). */
export const Business: Story = {
  parameters: { screenshot: { fullHeight: true } },
  args: {
    overrides: {
      getCurrentUser: currentUser({ ...NEW_MEMBER, type: "business", name: "Zeytin Vakfı" }),
    },
  },
  play: async ({ canvasElement }) => {
    const page = await findMain(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "Tell us about your organization" }),
    ).toBeVisible();
    await expect(page.getByRole("textbox", { name: /Organization name/ })).toHaveValue(
      "Zeytin Vakfı",
    );
    await expect(await page.findByText("Sectors")).toBeVisible();
  },
};

/** A complete account (register_step 2) is not asked again: it goes on to `redirect`. */
export const AlreadyComplete: Story = {
  args: {
    path: "/sign-up/details?redirect=%2Fforgotten-password",
    overrides: { getCurrentUser: currentUser({ register_step: 2 }) },
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await findMain(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "Forgotten password" }),
    ).toBeVisible();
  },
};

/** A guest is sent to log in first, and brought back here afterwards. */
export const Guest: Story = {
  args: { signedIn: false },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await findMain(canvasElement);
    await expect(await page.findByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
  },
};

/** Logging in with an unfinished sign-up leads to the completion before the redirect target. */
export const AfterLogin: Story = {
  args: { signedIn: false, path: "/login?redirect=%2Fforgotten-password" },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await findMain(canvasElement);
    await userEvent.type(await page.findByLabelText(/Username or e-mail/), "ayse.yilmaz");
    await userEvent.type(page.getByLabelText(/^Password/), "correct-horse-battery");
    await userEvent.click(page.getByRole("button", { name: "Log in" }));
    await expect(
      await page.findByRole("heading", { level: 1, name: "Tell us about yourself" }),
    ).toBeVisible();
  },
};
