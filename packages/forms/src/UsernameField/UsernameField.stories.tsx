import { MockApiProvider, type MockApiProviderProps } from "@causeway/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { UsernameField, type UsernameFieldProps } from "./UsernameField";

type DemoProps = Partial<UsernameFieldProps> & {
  initial?: string;
  api?: Omit<MockApiProviderProps, "children">;
};

function Demo({ api, initial = "", ...props }: DemoProps) {
  const [value, setValue] = useState(initial);
  return (
    <MockApiProvider {...api}>
      <div className="cw:w-96">
        <UsernameField value={value} onChange={setValue} {...props} />
      </div>
    </MockApiProvider>
  );
}

/** The usernames the mock server knows as taken; any other name is free. */
const TAKEN = new Set(["maria", "maria1", "ivan.petrov"]);
const nameOf = (request: Request) => new URL(request.url).searchParams.get("username") ?? "";
const checkUsername = ({ request }: { request: Request }) =>
  TAKEN.has(nameOf(request))
    ? Response.json(
        { code: 400, message: { username: "username.validation.username_taken" } },
        { status: 400 },
      )
    : Response.json({ code: 200, message: "OK" });

const checks: string[] = [];
const recordChecks = (request: Request) => {
  if (request.url.includes("/api/v2/check-username")) checks.push(nameOf(request));
};

const meta = {
  title: "Forms/UsernameField",
  component: Demo,
  args: {
    onStatusChange: fn(),
    api: { overrides: { checkUsername }, onRequest: recordChecks },
  },
  beforeEach: () => {
    checks.length = 0;
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const box = (canvas: Canvas) => canvas.getByRole("textbox", { name: /Username/ });
const liveStatus = (canvas: Canvas) => canvas.getByRole("status");

/** What a user is told: the hint under the field (its description) and the live announcement. */
async function said(canvas: Canvas, text: string) {
  await waitFor(() => expect(box(canvas)).toHaveAccessibleDescription(text), { timeout: 3000 });
  await expect(liveStatus(canvas)).toHaveTextContent(text);
  await expect(
    canvas.getByText(text, { selector: "[data-slot=username-hint], [data-slot=username-hint] *" }),
  ).toBeVisible();
}

/** Clean: labelled, required, nothing said yet, nothing asked. */
export const Clean: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(box(canvas)).toHaveFocus();
    await expect(box(canvas)).toBeRequired();
    await expect(box(canvas)).toBeValid();
    await expect(liveStatus(canvas)).toHaveTextContent("");
    await expect(checks).toEqual([]);
  },
};

/** A free name: one check after typing stops (debounced), then a success hint, announced. */
export const Available: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(box(canvas));
    await userEvent.keyboard("maria.petrova");
    await said(canvas, "maria.petrova is available.");
    await expect(checks).toEqual(["maria.petrova"]);
    await expect(args.onStatusChange).toHaveBeenLastCalledWith({ status: "available" });
  },
};

/** While the server has not answered: a spinner and a sentence, announced politely. */
export const Checking: Story = {
  args: { api: { mode: "loading" } },
  play: async ({ canvas }) => {
    await userEvent.type(box(canvas), "maria.petrova");
    await said(canvas, "Checking whether this username is free…");
    await expect(box(canvas)).toBeValid();
  },
};

/** Taken: the rule's message and two suggestions as buttons, announced with the suggestions. */
export const TakenWithSuggestions: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(box(canvas), "maria");
    const suggestions = await canvas.findByRole("group", { name: "Suggested usernames" });
    await expect(box(canvas)).toBeInvalid();
    await expect(box(canvas)).toHaveAccessibleDescription(
      "This username is taken. Try one of these:",
    );
    await expect(liveStatus(canvas)).toHaveTextContent(
      "This username is taken. Try one of these: maria1, maria11",
    );
    const buttons = within(suggestions).getAllByRole("button");
    await expect(buttons.map((b) => b.textContent)).toEqual(["maria1", "maria11"]);
    await expect(args.onStatusChange).toHaveBeenLastCalledWith({
      status: "taken",
      message: "username.validation.username_taken",
      suggestions: ["maria1", "maria11"],
    });
  },
};

/** By keyboard: Tab to a suggestion, Enter fills the field, focus returns, the new name is checked. */
export const SuggestionChosen: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(box(canvas), "maria");
    const suggestions = await canvas.findByRole("group", { name: "Suggested usernames" });
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(suggestions).getByRole("button", { name: "maria11" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(box(canvas)).toHaveValue("maria11");
    await expect(box(canvas)).toHaveFocus();
    await said(canvas, "maria11 is available.");
    await expect(checks).toEqual(["maria", "maria11"]);
  },
};

/** A suggestion can itself be taken: the next suggestions follow from it. */
export const SuggestionAlsoTaken: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(box(canvas), "maria");
    await userEvent.click(await canvas.findByRole("button", { name: "maria1" }));
    await expect(await canvas.findByRole("button", { name: "maria111" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "maria11" })).toBeVisible();
  },
};

/** A pasted e-mail keeps its part before the at-sign; spaces go. */
export const EmailPasted: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(box(canvas));
    await userEvent.paste("  maria.petrova@example.com ");
    await expect(box(canvas)).toHaveValue("maria.petrova");
    await said(canvas, "maria.petrova is available.");
    await expect(checks).toEqual(["maria.petrova"]);
  },
};

export const WhitespaceStripped: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(box(canvas), " ivan petrov2 ");
    await expect(box(canvas)).toHaveValue("ivanpetrov2");
    await said(canvas, "ivanpetrov2 is available.");
  },
};

const invalidCases = {
  Cyrillic: ["мария", "Use only Latin letters (a–z)."],
  SpecialCharacters: ["maria!", "Use only letters, digits, underscores, hyphens and dots."],
  TooShort: ["mar", "Use 4 to 20 characters."],
  TooLong: ["abcdefghijklmnopqrstu", "Use 4 to 20 characters."],
} as const;

/** Each local rule, once typing settles; the server is not asked about a name it would refuse. */
const invalid = (name: keyof typeof invalidCases): Story => ({
  play: async ({ canvas }) => {
    const [typed, message] = invalidCases[name];
    await userEvent.type(box(canvas), typed);
    await waitFor(() => expect(box(canvas)).toBeInvalid());
    await expect(box(canvas)).toHaveAccessibleDescription(message);
    await expect(liveStatus(canvas)).toHaveTextContent(message);
    await expect(checks).toEqual([]);
  },
});
export const Cyrillic = invalid("Cyrillic");
export const SpecialCharacters = invalid("SpecialCharacters");
export const TooShort = invalid("TooShort");
export const TooLong = invalid("TooLong");

const slow: { aborted?: boolean } = {};

/** A check overtaken by more typing is cancelled, and its late answer is never shown. */
export const StaleCheckCancelled: Story = {
  args: {
    api: {
      onRequest: recordChecks,
      overrides: {
        checkUsername: async (info) => {
          if (nameOf(info.request) === "maria") {
            await new Promise((resolve) => setTimeout(resolve, 800));
            slow.aborted = info.request.signal.aborted;
          }
          return checkUsername(info);
        },
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(box(canvas), "maria");
    await waitFor(() => expect(checks).toEqual(["maria"]));
    await userEvent.type(box(canvas), ".p");
    await said(canvas, "maria.p is available.");
    await waitFor(() => expect(slow.aborted).toBe(true), { timeout: 2000 });
    await expect(canvas.queryByRole("group", { name: "Suggested usernames" })).toBeNull();
    await expect(box(canvas)).toBeValid();
  },
};

/** The server cannot be asked: said plainly, not shown as an error, not blocking. */
export const CheckFailed: Story = {
  args: {
    api: {
      overrides: {
        checkUsername: () => Response.json({ code: 503, message: "down" }, { status: 503 }),
      },
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.type(box(canvas), "maria.petrova");
    await said(canvas, "The username could not be checked right now. You can still continue.");
    await expect(box(canvas)).toBeValid();
    await expect(args.onStatusChange).toHaveBeenLastCalledWith({ status: "unverified" });
  },
};

/** The account may not change its name: read-only, said why, never checked. */
export const Locked: Story = {
  args: { initial: "maria.petrova", account: { can_username_change: false } },
  play: async ({ canvas }) => {
    await expect(box(canvas)).toHaveAttribute("readonly");
    await expect(box(canvas)).toHaveAccessibleDescription("Your username cannot be changed.");
    await expect(checks).toEqual([]);
  },
};

/** The account's present name needs no check; a change does. */
export const CurrentName: Story = {
  args: { initial: "maria", currentUsername: "maria", account: { can_username_change: true } },
  play: async ({ canvas }) => {
    await expect(box(canvas)).toBeValid();
    await userEvent.type(box(canvas), "{Backspace}");
    await userEvent.type(box(canvas), "a");
    await userEvent.tab();
    await expect(box(canvas)).toHaveValue("maria");
    await expect(checks).toEqual([]);
    await userEvent.type(box(canvas), "2");
    await said(canvas, "maria2 is available.");
  },
};

export const Disabled: Story = {
  args: { initial: "maria.petrova", isDisabled: true },
  play: async ({ canvas }) => {
    await expect(box(canvas)).toBeDisabled();
  },
};

/** The form's 400 said the name is taken: shown under the field, with the suggestions. */
export const ServerFieldError: Story = {
  args: { initial: "ivan.petrov", serverError: "username.validation.username_taken" },
  play: async ({ canvas }) => {
    await expect(box(canvas)).toBeInvalid();
    await expect(box(canvas)).toHaveAccessibleDescription(
      "This username is taken. Try one of these:",
    );
    const suggestions = canvas.getByRole("group", { name: "Suggested usernames" });
    await expect(within(suggestions).getByRole("button", { name: "ivan.petrov1" })).toBeVisible();
  },
};

/** Any other 400 message for the field, as sent. */
export const ServerFieldErrorOther: Story = {
  args: { initial: "ivan.petrov", serverError: "username.validation.min.chars" },
  play: async ({ canvas }) => {
    await expect(box(canvas)).toHaveAccessibleDescription("Use 4 to 20 characters.");
    // The field's own check (the mock knows the name as taken) does not bring suggestions here.
    await waitFor(() => expect(checks).toEqual(["ivan.petrov"]));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvas.queryByRole("group")).toBeNull();
  },
};
