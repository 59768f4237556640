import { mockExample } from "@causeway/api-client/mocks";
import { type PersonalSignupDraft, saveDraft, signupDetailsDraftKey } from "@causeway/rules";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { PageStory } from "../../../testing/PageStory";
import { currentUser, fieldErrors, findMain, lastBody, NEW_MEMBER } from "../story-helpers";

/** Where the page keeps what NEW_MEMBER (77) types. */
const DRAFT_KEY = signupDetailsDraftKey(77);
const SOFIA = { place_id: "ChIJ9Xsxy4KGqkARYF6_aRHrAAQ", formatted_address: "Sofia, Bulgaria" };
/** What a member had typed before the reload: name, place, gender, words about themselves. */
const TYPED: PersonalSignupDraft = {
  name: "Ayşe Yılmaz",
  location: SOFIA,
  timezone: "Europe/Sofia",
  gender: "female",
  bio: "Mother of two, raising money for my son's rehabilitation.",
};
const keep = (draft: PersonalSignupDraft) => () => {
  saveDraft(localStorage, DRAFT_KEY, draft);
};
const forget = () => localStorage.removeItem(DRAFT_KEY);

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
  beforeEach: forget,
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
 * completion form asks the real name (required, empty); the username was chosen at sign-up.
 */
export const Personal: Story = {
  parameters: { screenshot: { fullHeight: true } },
  play: async ({ canvasElement }) => {
    const page = await findMain(canvasElement);
    await expect(
      await page.findByRole("heading", { level: 1, name: "Tell us about yourself" }),
    ).toBeVisible();
    const name = await page.findByRole("textbox", { name: /Full name/ });
    await expect(name).toHaveValue("");
    await expect(name).toBeRequired();
    await expect(page.queryByLabelText(/^Username/)).toBeNull();
    await expect(page.getByRole("radiogroup", { name: /Gender/ })).toBeVisible();
  },
};

/**
 * A reload (or a closed tab) in the middle: the name, the place, the gender and the words about
 * oneself come back as typed, and each new keystroke is kept at once.
 */
export const DraftKeptOverReload: Story = {
  beforeEach: keep(TYPED),
  parameters: { screenshot: { fullHeight: true } },
  play: async ({ canvasElement }) => {
    const page = await findMain(canvasElement);
    await expect(await page.findByRole("textbox", { name: /Full name/ })).toHaveValue(
      "Ayşe Yılmaz",
    );
    await expect(page.getByRole("combobox", { name: /Location/ })).toHaveValue("Sofia, Bulgaria");
    await expect(page.getByRole("radio", { name: "Female" })).toBeChecked();
    const bio = page.getByRole("textbox", { name: /About you/ });
    await expect(bio).toHaveValue(TYPED.bio);
    await userEvent.type(bio, " Thank you!");
    await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toContain("Thank you!"));
    await expect(page.getByRole("button", { name: "Save and continue" })).toBeEnabled();
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

/**
 * Submitting sends POST /api/v2/signup/details, keeps the new token, forgets the kept draft and
 * goes on to `redirect`.
 */
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
    await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toContain("Sofia, Bulgaria"));
    await userEvent.click(page.getByRole("button", { name: "Save and continue" }));
    await expect(
      await page.findByRole("heading", { level: 1, name: "Forgotten password" }),
    ).toBeVisible();
    await expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
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

/** A business's organisation name and words come back after a reload too. */
export const BusinessDraftKept: Story = {
  args: {
    overrides: { getCurrentUser: currentUser({ ...NEW_MEMBER, type: "business" }) },
  },
  beforeEach: () => {
    saveDraft(localStorage, DRAFT_KEY, { name: "Zeytin Vakfı", bio: "Olive groves for all." });
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const page = await findMain(canvasElement);
    await expect(await page.findByRole("textbox", { name: /Organization name/ })).toHaveValue(
      "Zeytin Vakfı",
    );
    await expect(page.getByRole("textbox", { name: /About/ })).toHaveValue("Olive groves for all.");
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
