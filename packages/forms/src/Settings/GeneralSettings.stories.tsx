import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { GeneralSettings, type GeneralSettingsProps } from "./GeneralSettings";
import {
  fieldErrors,
  json,
  never,
  puts,
  requests,
  serverError,
  settingsMeta,
  type WithApiProps,
} from "./story-helpers";
import { BUSINESS, PERSON } from "./user-fixtures";

const meta = {
  title: "Forms/GeneralSettings",
  ...settingsMeta(GeneralSettings, { user: PERSON, onSaved: fn() }),
} satisfies Meta<WithApiProps<GeneralSettingsProps>>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const settings = (canvas: Canvas) =>
  within(canvas.getByRole("navigation", { name: "Account settings" }));
/** Each link of the list as shown: its label, its value, and where it leads. */
const links = (canvas: Canvas) =>
  settings(canvas)
    .getAllByRole("link")
    .map((link) => [
      link.querySelector("[data-slot=setting-label]")?.textContent,
      link.querySelector("[data-slot=setting-value]")?.textContent,
      link.getAttribute("href"),
    ]);
const save = (canvas: Canvas) => canvas.getByRole("button", { name: "Save changes" });
const RESEND = "Send the verification e-mail again";

/** A personal member: the bio (500) and nine settings with their values, each a /settings link. */
export const Personal: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "About you" })).toHaveValue(PERSON.bio);
    await expect(canvas.getByText(`${500 - PERSON.bio.length} characters left`)).toBeVisible();
    await expect(links(canvas)).toEqual([
      ["E-mail address", "maria.petrova@example.bg", "/settings/email"],
      ["Username", "maria.petrova", "/settings/username"],
      ["Name", "Мария Петрова", "/settings/name"],
      ["Phone number", "+359 88 123 4567", "/settings/phone"],
      ["Password", "Change the password you sign in with", "/settings/password"],
      ["Gender", "Female", "/settings/gender"],
      ["Date of birth", "March 12, 1986", "/settings/birthday"],
      ["Location", "Sofia, Bulgaria", "/settings/location"],
      ["Time zone", "Europe/Sofia", "/settings/timezone"],
    ]);
    await expect(canvas.queryByRole("button", { name: RESEND })).toBeNull();
  },
};

/** A business member: a 150-character bio, size and sector listed; what is not stored says so. */
export const Business: Story = {
  args: { user: BUSINESS },
  play: async ({ canvas }) => {
    const bio = canvas.getByRole("textbox", { name: "About the organization" });
    await expect(bio).toHaveAccessibleDescription(`${150 - BUSINESS.bio.length} characters left`);
    const list = settings(canvas);
    await expect(list.getByRole("link", { name: /^Organization size/ })).toHaveTextContent("11-50");
    await expect(list.getByRole("link", { name: /^Sectors/ })).toHaveTextContent(
      "Healthcare and Education",
    );
    await expect(list.getByRole("link", { name: /^Sectors/ })).toHaveAttribute(
      "href",
      "/settings/sector",
    );
    await expect(list.getByRole("link", { name: /^Gender/ })).toHaveTextContent("Not set");
    await expect(list.getByRole("link", { name: /^Date of birth/ })).toHaveTextContent("Not set");
  },
};

/** The host's router decides the addresses through settingsHref. */
export const HostRoutes: Story = {
  args: { user: BUSINESS, settingsHref: (page) => `/account?section=${page}` },
  play: async ({ canvas }) => {
    const hrefs = links(canvas).map(([, , href]) => href);
    await expect(hrefs).toHaveLength(11);
    await expect(hrefs).toContain("/account?section=size");
    await expect(hrefs.every((href) => href?.startsWith("/account?section="))).toBe(true);
  },
};

/** An unverified address is marked; the verification e-mail is sent again on request. */
export const UnverifiedEmailResent: Story = {
  args: { user: { ...PERSON, email_verified: false } },
  play: async ({ canvas, args }) => {
    const email = settings(canvas).getByRole("link", { name: /^E-mail address/ });
    await expect(email).toHaveTextContent("Unverified");
    await expect(canvas.getByText(/is not verified yet/)).toBeVisible();
    canvas.getByRole("button", { name: RESEND }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      "We sent the verification e-mail again. Check your inbox.",
    );
    await expect(await requests(args.api?.onRequest, "GET")).toEqual([
      { path: "/api/v2/email-verification/resend", body: undefined },
    ]);
    await expect(canvas.queryByRole("button", { name: RESEND })).toBeNull();
  },
};

/** Too many requests: the failure is said and the button stays for a later try. */
export const ResendFailed: Story = {
  args: {
    user: { ...PERSON, email_verified: false },
    api: {
      overrides: { resendEmailVerification: () => json(429, { code: 429, message: "slow" }) },
      onRequest: fn(),
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: RESEND }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "The verification e-mail could not be sent. Try again in a few minutes.",
    );
    await expect(canvas.getByRole("button", { name: RESEND })).toBeEnabled();
  },
};

/** The bio typed and saved: PUT { bio } trimmed; the message goes once the text changes again. */
export const BioSaved: Story = {
  args: { user: { ...PERSON, bio: "" } },
  play: async ({ canvas, args }) => {
    const bio = canvas.getByRole("textbox", { name: "About you" });
    await userEvent.tab();
    await expect(bio).toHaveFocus();
    await userEvent.keyboard("  Майка на две деца.  ");
    await userEvent.click(save(canvas));
    await expect(await canvas.findByRole("status")).toHaveTextContent("Your bio was saved.");
    await expect(await puts(args.api?.onRequest)).toEqual([
      { path: "/api/v2/user/bio", body: { bio: "Майка на две деца." } },
    ]);
    await waitFor(() =>
      expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 42 })),
    );
    await userEvent.type(bio, "!");
    await expect(canvas.queryByRole("status")).toBeNull();
  },
};

/** A business bio stops at 150 characters, whatever is pasted, and counts down to 0. */
export const BioCutAtLimit: Story = {
  args: { user: { ...BUSINESS, bio: "" } },
  play: async ({ canvas, args }) => {
    const pasted = "Pomagamy dzieciom. ".repeat(12);
    const bio = canvas.getByRole("textbox", { name: "About the organization" });
    await userEvent.click(bio);
    await userEvent.paste(pasted);
    await expect(bio).toHaveValue(pasted.slice(0, 150));
    await expect(bio).toHaveAccessibleDescription("0 characters left");
    await userEvent.click(save(canvas));
    await expect(await canvas.findByRole("status")).toHaveTextContent("Your bio was saved.");
    await expect(await puts(args.api?.onRequest)).toEqual([
      { path: "/api/v2/user/bio", body: { bio: pasted.slice(0, 150).trim() } },
    ]);
  },
};

/** A stored bio over the business limit (written as a personal one): refused until shortened. */
export const BioTooLong: Story = {
  args: { user: { ...BUSINESS, bio: "Pomagamy dzieciom w leczeniu. ".repeat(6) } },
  play: async ({ canvas, args }) => {
    const bio = canvas.getByRole("textbox", { name: "About the organization" });
    await userEvent.click(save(canvas));
    await waitFor(() => expect(bio).toHaveAccessibleDescription(/This text is too long\./));
    await waitFor(() => expect(bio).toHaveFocus());
    await expect(bio).toBeInvalid();
    await expect(await puts(args.api?.onRequest)).toEqual([]);
  },
};

/** 001 §8: a 400 on bio is said under the bio. */
export const BioServerFieldError: Story = {
  args: {
    api: {
      overrides: { updateBio: fieldErrors({ bio: "Links are not allowed in the bio." }) },
      onRequest: fn(),
    },
  },
  play: async ({ canvas }) => {
    const bio = canvas.getByRole("textbox", { name: "About you" });
    await userEvent.type(bio, " www.example.com");
    await userEvent.click(save(canvas));
    await waitFor(() =>
      expect(bio).toHaveAccessibleDescription(/Links are not allowed in the bio\./),
    );
    await expect(bio).toBeInvalid();
  },
};

/** The server fails: a general alert above the bio, the text kept. */
export const BioSaveFailed: Story = {
  args: { api: { overrides: { updateBio: serverError }, onRequest: fn() } },
  play: async ({ canvas }) => {
    const bio = canvas.getByRole("textbox", { name: "About you" });
    await userEvent.type(bio, " Благодаря!");
    await userEvent.click(save(canvas));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Your change could not be saved. Try again.",
    );
    await expect(bio).toHaveValue(`${PERSON.bio} Благодаря!`);
  },
};

/** While the server has not answered, the bio form says it is busy. */
export const BioSaving: Story = {
  args: { api: { overrides: { updateBio: never }, onRequest: fn() } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(save(canvas));
    await waitFor(() =>
      expect(canvasElement.querySelector("form")).toHaveAttribute("aria-busy", "true"),
    );
  },
};

const LONG_EMAIL = "aleksandra.konstantinovapetrova@fundraisingexample.org";

/**
 * On a phone a long e-mail address wraps after "@" or before a dot, never inside a word: each
 * piece between those points is drawn on one line.
 */
export const LongEmailOnAPhone: Story = {
  args: { user: { ...PERSON, email: LONG_EMAIL } },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const value = settings(canvas)
      .getByRole("link", { name: /E-mail address/ })
      .querySelector("[data-slot=setting-value]");
    if (!value) throw new Error("no e-mail value");
    await expect(value.textContent).toBe(LONG_EMAIL);
    const pieces = [...value.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE);
    await expect(pieces.length).toBeGreaterThan(2);
    const lines = pieces.map((piece) => {
      const range = document.createRange();
      range.selectNodeContents(piece);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    await expect(lines.every((count) => count === 1)).toBe(true);
    // The address did wrap: it is taller than one line.
    await expect(value.getBoundingClientRect().height).toBeGreaterThan(30);
  },
};
