import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { PersonalDetailsForm, type PersonalDetailsFormProps } from "./PersonalDetailsForm";
import {
  blocker,
  body,
  type Canvas,
  pickSofia,
  type SignupStoryProps,
  SOFIA,
  signupStories,
  submitButton,
} from "./story-helpers";

const EMAIL_USER = { username: "maria.petrova", name: "Мария Петрова", can_username_change: true };
/** Fresh from the e-mail sign-up: no name given, so the server answers the username in its place. */
const NEW_EMAIL_USER = { username: "qa.newbie59560", name: "qa.newbie59560" };
const SOCIAL_USER = { username: "", name: "", can_username_change: true };

/** maria is taken on the mock server; any other name is free. */
const checkUsername = ({ request }: { request: Request }) =>
  new URL(request.url).searchParams.get("username") === "maria"
    ? Response.json(
        { code: 400, message: { username: "username.validation.username_taken" } },
        { status: 400 },
      )
    : Response.json({ code: 200, message: "OK" });

const { meta: story, sent } = signupStories(PersonalDetailsForm, EMAIL_USER, { checkUsername });
const meta = {
  title: "Forms/PersonalDetailsForm",
  ...story,
} satisfies Meta<SignupStoryProps<PersonalDetailsFormProps>>;
export default meta;
type Story = StoryObj<typeof meta>;

const completions = () => sent.filter((r) => r.url.endsWith("/api/v2/signup/details"));

/** Picks from a ui Select by keyboard: focus its trigger, open with ArrowDown, choose. */
async function choose(canvas: Canvas, root: HTMLElement, label: RegExp, option: string) {
  const trigger = canvas.getByRole("button", { name: label });
  trigger.focus();
  await userEvent.keyboard("{ArrowDown}");
  const list = await body(root).findByRole("listbox");
  await userEvent.click(within(list).getByRole("option", { name: option }));
}

/**
 * Fresh from the e-mail sign-up (issue 25): the username is not asked again, the real name is,
 * empty (not the username the server shows in its place) and required; gender male; blocked
 * until a name and a location.
 */
export const Clean: Story = {
  args: { user: NEW_EMAIL_USER },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("textbox", { name: /Username/ })).toBeNull();
    const name = canvas.getByRole("textbox", { name: /Full name/ });
    await expect(name).toHaveValue("");
    await expect(name).toBeRequired();
    await expect(name).toHaveAccessibleDescription(/Shown on your profile and on your campaigns\./);
    await expect(canvas.getByRole("radio", { name: "Male" })).toBeChecked();
    await expect(submitButton(canvas)).toBeDisabled();
    await expect(blocker(canvas)).toHaveTextContent("Enter a name.");
    await expect(submitButton(canvas)).toHaveAccessibleDescription("Enter a name.");
  },
};

/** The name typed, a place picked: the real name is what is sent, not the username. */
export const NameSent: Story = {
  args: { user: NEW_EMAIL_USER },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: /Full name/ }), "Ayşe Yılmaz");
    await expect(blocker(canvas)).toHaveTextContent("Choose a location from the list.");
    await pickSofia(canvas, canvasElement);
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(args.onCompleted).toHaveBeenCalledTimes(1));
    const [request] = completions();
    await expect(await request?.json()).toMatchObject({
      username: "qa.newbie59560",
      name: "Ayşe Yılmaz",
    });
  },
};

/**
 * Every change is told to the host as it is typed (the site keeps it as a draft): the name, the
 * place, the words about oneself.
 */
export const ReportsEachChange: Story = {
  args: { user: NEW_EMAIL_USER, onValuesChange: fn() },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(args.onValuesChange).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole("textbox", { name: /Full name/ }), "Ayşe");
    await pickSofia(canvas, canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /About you/ }), "Hi");
    await expect(args.onValuesChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: "Ayşe", location: SOFIA, bio: "Hi" }),
    );
  },
};

/** After a social login: username and name asked too; the first blocker is the username. */
export const SocialLogin: Story = {
  args: { user: SOCIAL_USER, fromSocialLogin: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: /Username/ })).toBeRequired();
    await expect(canvas.getByRole("textbox", { name: /Full name/ })).toBeRequired();
    await expect(blocker(canvas)).toHaveTextContent("Choose a username.");
  },
};

/** Blockers move as the user fills in: username, then name, then location. */
export const Dirty: Story = {
  args: { user: SOCIAL_USER, fromSocialLogin: true },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: /Username/ }), "maria.petrova");
    await waitFor(() => expect(blocker(canvas)).toHaveTextContent("Enter a name."), {
      timeout: 3000,
    });
    await userEvent.type(canvas.getByRole("textbox", { name: /Full name/ }), "Мария Петрова");
    await expect(blocker(canvas)).toHaveTextContent("Choose a location from the list.");
    await pickSofia(canvas, canvasElement);
    await expect(submitButton(canvas)).toBeEnabled();
  },
};

/** While the username is being checked, the submit waits and says so. */
export const UsernameChecking: Story = {
  args: {
    user: SOCIAL_USER,
    fromSocialLogin: true,
    defaultValues: { name: "Мария Петрова", location: SOFIA },
    api: { overrides: { checkUsername: () => new Promise<Response>(() => {}) } },
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: /Username/ }), "maria.petrova");
    await waitFor(() =>
      expect(blocker(canvas)).toHaveTextContent("Wait until the username has been checked."),
    );
    await expect(submitButton(canvas)).toBeDisabled();
  },
};

/** A taken username blocks with the rule's message; a suggestion unblocks. */
export const UsernameTaken: Story = {
  args: {
    user: SOCIAL_USER,
    fromSocialLogin: true,
    defaultValues: { name: "Мария Петрова", location: SOFIA },
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: /Username/ }), "maria");
    await waitFor(() =>
      expect(blocker(canvas)).toHaveTextContent("This username is taken. Try one of these:"),
    );
    await userEvent.click(canvas.getByRole("button", { name: "maria11" }));
    await waitFor(() => expect(submitButton(canvas)).toBeEnabled());
  },
};

/** The account may not change its username: shown read-only. */
export const UsernameLocked: Story = {
  args: {
    user: { username: "maria.petrova", name: "", can_username_change: false },
    fromSocialLogin: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: /Username/ })).toHaveAttribute("readonly");
    await expect(blocker(canvas)).toHaveTextContent("Enter a name.");
  },
};

export const Filled: Story = {
  args: {
    defaultValues: {
      location: SOFIA,
      gender: "female",
      birthday: { year: 1994, month: 8, day: 21 },
      bio: "Събирам средства за рехабилитацията на сина си.",
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: "Female" })).toBeChecked();
    await expect(canvas.getByRole("button", { name: /Month/ })).toHaveTextContent("August");
    await expect(submitButton(canvas)).toBeEnabled();
    await expect(canvas.queryByText("Choose a location from the list.")).toBeNull();
  },
};

/** A 400 with field errors: summary at the top, focused, each link focusing its field. */
export const ServerFieldErrors: Story = {
  args: {
    defaultValues: { location: SOFIA, bio: "Hi" },
    api: {
      overrides: {
        submitSignupDetails: () =>
          Response.json(
            {
              code: 400,
              message: {
                "location.place_id": "forms.error.location_required",
                bio: "forms.error.too_long",
              },
            },
            { status: 400 },
          ),
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(submitButton(canvas));
    const summary = await canvas.findByRole("alert");
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole("link");
    await expect(links.map((link) => link.textContent)).toEqual([
      "Choose a location from the list.",
      "This text is too long.",
    ]);
    await userEvent.click(links[1] as HTMLElement);
    const bio = canvas.getByRole("textbox", { name: /About you/ });
    await expect(bio).toHaveFocus();
    await expect(bio).toHaveAccessibleDescription(/This text is too long\./);
    await expect(canvas.getByRole("combobox", { name: /Location/ })).toBeInvalid();
    // Editing the field re-checks it: the server's message goes.
    await userEvent.type(bio, "!");
    await waitFor(() => expect(bio).toBeValid());
    window.scrollTo(0, 0);
  },
};

/** The 400 says the username is taken: under the field with its suggestions, and it blocks. */
export const ServerUsernameTaken: Story = {
  args: {
    user: SOCIAL_USER,
    fromSocialLogin: true,
    defaultValues: { username: "ivan.petrov", name: "Иван Петров", location: SOFIA },
    api: {
      overrides: {
        submitSignupDetails: () =>
          Response.json(
            { code: 400, message: { username: "username.validation.username_taken" } },
            { status: 400 },
          ),
      },
    },
  },
  // Taller than the test viewport (summary, suggestions, blocker); the same states are in the
  // ServerFieldErrors story above and UsernameField's ServerFieldError.
  parameters: { screenshot: { skip: true } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(submitButton(canvas)).toBeEnabled(), { timeout: 3000 });
    await userEvent.click(submitButton(canvas));
    const summary = await canvas.findByRole("alert");
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getByRole("link")).toHaveTextContent(
      "This username is taken. Try one of these:",
    );
    await expect(submitButton(canvas)).toBeDisabled();
    await expect(blocker(canvas)).toHaveTextContent("This username is taken. Try one of these:");
    await userEvent.click(canvas.getByRole("button", { name: "ivan.petrov11" }));
    await expect(canvas.getByRole("textbox", { name: /Username/ })).toHaveValue("ivan.petrov11");
    await waitFor(() => expect(submitButton(canvas)).toBeEnabled(), { timeout: 3000 });
  },
};

export const ServerError: Story = {
  args: {
    defaultValues: { location: SOFIA },
    api: {
      overrides: {
        submitSignupDetails: () => Response.json({ code: 500, message: "boom" }, { status: 500 }),
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(submitButton(canvas));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Your details could not be saved. Try again.",
    );
  },
};

/** Sending: the controls are disabled, the button busy. */
export const Submitting: Story = {
  args: {
    defaultValues: { location: SOFIA },
    api: { overrides: { submitSignupDetails: () => new Promise<Response>(() => {}) } },
  },
  play: async ({ canvas }) => {
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(canvas.getByRole("radio", { name: "Male" })).toBeDisabled());
    await expect(canvas.getByRole("textbox", { name: /About you/ })).toBeDisabled();
  },
};

/** A keyboard user completes a social sign-up: the payload of 001 §7, then onCompleted. */
export const FullSubmit: Story = {
  args: { user: SOCIAL_USER, fromSocialLogin: true },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole("textbox", { name: /Username/ }));
    await userEvent.paste("maria.petrova@example.bg");
    await userEvent.tab();
    await userEvent.keyboard(" Мария Петрова ");
    await choose(canvas, canvasElement, /Day/, "21");
    await choose(canvas, canvasElement, /Month/, "August");
    await choose(canvas, canvasElement, /Year/, "1994");
    await pickSofia(canvas, canvasElement);
    await userEvent.click(canvas.getByRole("radio", { name: "Female" }));
    await userEvent.type(canvas.getByRole("textbox", { name: /About you/ }), "Mother of two.");
    await waitFor(() => expect(submitButton(canvas)).toBeEnabled(), { timeout: 3000 });
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(args.onCompleted).toHaveBeenCalledTimes(1));
    const [[result]] = (args.onCompleted as ReturnType<typeof fn>).mock.calls as [
      [{ token: string; user: { id: number } }],
    ];
    await expect(result.token).toMatch(/^eyJ/);
    await expect(result.user.id).toBe(42);
    const [request] = completions();
    await expect(await request?.json()).toEqual({
      username: "maria.petrova",
      name: "Мария Петрова",
      gender: "female",
      birthday: "1994-08-21",
      location: SOFIA,
      timezone: "Europe/Sofia",
      bio: "Mother of two.",
    });
  },
};

/** An e-mail sign-up with half a birthday: the account's names, the birthday sent empty. */
export const IncompleteBirthdaySentEmpty: Story = {
  args: { defaultValues: { location: SOFIA, birthday: { year: null, month: 3, day: 9 } } },
  play: async ({ canvas, args }) => {
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(args.onCompleted).toHaveBeenCalledTimes(1));
    const [request] = completions();
    await expect(await request?.json()).toEqual({
      username: "maria.petrova",
      name: "Мария Петрова",
      gender: "male",
      birthday: "",
      location: SOFIA,
      timezone: "Europe/Sofia",
      bio: "",
    });
  },
};

/**
 * 31 February is said under the date as soon as it is chosen and blocks the submit; it is never
 * sent as "no birthday".
 */
export const ImpossibleBirthday: Story = {
  args: { defaultValues: { location: SOFIA } },
  play: async ({ canvas, canvasElement }) => {
    await choose(canvas, canvasElement, /Day/, "31");
    await choose(canvas, canvasElement, /Month/, "February");
    await expect(canvas.queryByText("Choose a real date of birth.")).toBeNull();
    await choose(canvas, canvasElement, /Year/, "2001");
    const day = canvas.getByRole("button", { name: /Day/ });
    await expect(day).toHaveAccessibleDescription(/Choose a real date of birth\./);
    await expect(submitButton(canvas)).toBeDisabled();
    await expect(blocker(canvas)).toHaveTextContent("Choose a real date of birth.");
    await expect(completions()).toEqual([]);
  },
};

/** Choosing a day the month has takes the message away, and the date is sent. */
export const ImpossibleBirthdayCorrected: Story = {
  args: { defaultValues: { location: SOFIA, birthday: { year: 2001, month: 2, day: 31 } } },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvas, canvasElement, args }) => {
    const day = canvas.getByRole("button", { name: /Day/ });
    await expect(day).toHaveAccessibleDescription(/Choose a real date of birth\./);
    await choose(canvas, canvasElement, /Day/, "28");
    await waitFor(() => expect(canvas.queryAllByText("Choose a real date of birth.")).toEqual([]));
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(args.onCompleted).toHaveBeenCalledTimes(1));
    const [request] = completions();
    await expect(await request?.json()).toMatchObject({ birthday: "2001-02-28" });
  },
};

/**
 * The browser's zone is UTC (as on the machine the issue was found on): picking Sofia as the
 * location moves the time zone to Europe/Sofia, and that is what is sent.
 */
export const TimeZoneFollowsPlace: Story = {
  args: { defaultValues: { timezone: "UTC" } },
  // Sofia's offset shown in the field changes with the season.
  parameters: { screenshot: { skip: true } },
  play: async ({ canvas, canvasElement, args }) => {
    const zone = canvas.getByRole<HTMLInputElement>("combobox", { name: /Time zone/ });
    await expect(zone).toHaveValue("GMT+00:00 · UTC");
    await pickSofia(canvas, canvasElement);
    await waitFor(() => expect(zone.value).toMatch(/ · Europe\/Sofia$/));
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(args.onCompleted).toHaveBeenCalledTimes(1));
    const [request] = completions();
    await expect(await request?.json()).toMatchObject({ timezone: "Europe/Sofia" });
  },
};

/** A zone the user chose stays when a place is picked afterwards. */
export const ChosenTimeZoneKept: Story = {
  args: { defaultValues: { timezone: "UTC" } },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvas, canvasElement, args }) => {
    const zone = canvas.getByRole<HTMLInputElement>("combobox", { name: /Time zone/ });
    await userEvent.click(zone);
    await userEvent.keyboard("{Control>}a{/Control}lisbon");
    await within(await body(canvasElement).findByRole("listbox")).findByRole("option", {
      name: /Europe\/Lisbon/,
    });
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await pickSofia(canvas, canvasElement);
    await expect(zone.value).toMatch(/ · Europe\/Lisbon$/);
    await userEvent.click(submitButton(canvas));
    await waitFor(() => expect(args.onCompleted).toHaveBeenCalledTimes(1));
    const [request] = completions();
    await expect(await request?.json()).toMatchObject({ timezone: "Europe/Lisbon" });
  },
};
