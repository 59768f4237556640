import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { EmailSubscriptionsForm, type EmailSubscriptionsFormProps } from "./EmailSubscriptionsForm";
import { allOff, withSubscribed } from "./email-subscriptions";
import {
  type Api,
  forbidden,
  LABELS,
  never,
  requests,
  SERVER_TYPES,
  serverError,
  subscriptionsApi,
  typesBody,
  unauthorized,
  WithApi,
} from "./story-fixtures";

type Props = EmailSubscriptionsFormProps & { api?: Api };

const LINK = {
  kind: "signature",
  userId: 42,
  signature: "9f2c4e7a1b3d5f6e8a0c2e4f6a8b0d1c",
} as const;
const PATH = "/api/v2/notifications/email/subscriptions";

const meta = {
  title: "Forms/EmailSubscriptionsForm",
  component: ({ api, ...props }: Props) => (
    <WithApi api={api}>
      <EmailSubscriptionsForm {...props} />
    </WithApi>
  ),
  args: {
    access: { kind: "token" },
    loginHref: "/login?redirect=%2Fsettings%2Fsubscriptions",
    onSaved: fn(),
    api: { overrides: subscriptionsApi(), onRequest: fn() },
  },
} satisfies Meta<Props>;
export default meta;
type Story = StoryObj<typeof meta>;

const puts = async (spy: unknown) => (await requests(spy)).filter((r) => r.method === "PUT");

/** Loaded by token: one named, explained switch per type the server lists, in its order. */
export const Clean: Story = {
  play: async ({ canvas }) => {
    const switches = await canvas.findAllByRole("switch");
    await expect(switches).toHaveLength(6);
    for (const [i, label] of LABELS.entries()) {
      await expect(switches[i]).toHaveAccessibleName(label);
      await expect(switches[i]).toHaveAccessibleDescription(/\S/);
    }
    await expect(canvas.getByRole("switch", { name: "Newsletter" })).not.toBeChecked();
    await expect(canvas.getByRole("switch", { name: "Messages" })).toBeChecked();
    await expect(
      canvas.getByRole("switch", { name: "Weekly statistics" }),
    ).toHaveAccessibleDescription(
      "A weekly summary of the donations and visits of your campaigns.",
    );
    await expect(canvas.queryByText("You have unsaved changes.")).toBeNull();
  },
};

/** Two switches flipped from the keyboard: the form says it has unsaved changes; flipping back clears it. */
export const Dirty: Story = {
  play: async ({ canvas, args }) => {
    await canvas.findAllByRole("switch");
    await userEvent.tab();
    await expect(canvas.getByRole("switch", { name: "Weekly statistics" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(await canvas.findByText("You have unsaved changes.")).toBeVisible();
    await userEvent.keyboard(" ");
    await expect(canvas.queryByText("You have unsaved changes.")).toBeNull();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole("switch", { name: "Newsletter" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(canvas.getByRole("switch", { name: "Newsletter" })).toBeChecked();
    await expect(canvas.getByText("You have unsaved changes.")).toBeVisible();
    await expect(await puts(args.api?.onRequest)).toEqual([]);
  },
};

/** Save sends the WHOLE list (no user_id or signature with a token) and says it was saved. */
export const Saved: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("switch", { name: "Newsletter" }));
    await userEvent.click(canvas.getByRole("switch", { name: "Donations" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      "Your e-mail preferences were saved.",
    );
    const expected = withSubscribed(
      withSubscribed(SERVER_TYPES, "newsletter", true),
      "donations",
      false,
    );
    await expect(await puts(args.api?.onRequest)).toEqual([
      expect.objectContaining({ path: PATH, body: { types: expected } }),
    ]);
    await expect(args.onSaved).toHaveBeenCalledWith(expected);
    await expect(canvas.queryByText("You have unsaved changes.")).toBeNull();
    // Changing again takes the success message away until the next save.
    await userEvent.click(canvas.getByRole("switch", { name: "Messages" }));
    await expect(canvas.queryByRole("status")).toBeNull();
  },
};

/** While the PUT is out: the form is busy, the switches are locked, Save shows its spinner. */
export const Saving: Story = {
  args: {
    api: { overrides: { ...subscriptionsApi(), updateEmailSubscriptions: never }, onRequest: fn() },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole("switch", { name: "Newsletter" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
    await waitFor(() =>
      expect(canvasElement.querySelector("form")).toHaveAttribute("aria-busy", "true"),
    );
    for (const item of canvas.getAllByRole("switch")) await expect(item).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Unsubscribe from all" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: /Save changes/ })).toHaveAttribute(
      "data-pending",
      "true",
    );
  },
};

/** The PUT fails: an alert says so, the changes stay on screen (still unsaved) to try again. */
export const ServerError: Story = {
  args: {
    api: {
      overrides: { ...subscriptionsApi(), updateEmailSubscriptions: serverError },
      onRequest: fn(),
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("switch", { name: "Weekly statistics" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Your change could not be saved. Try again.",
    );
    await expect(canvas.getByRole("switch", { name: "Weekly statistics" })).not.toBeChecked();
    await expect(canvas.getByText("You have unsaved changes.")).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** From an e-mail link, no login: the GET and PUT carry user_id + signature; "unsubscribe from all". */
export const SignatureUnsubscribeAll: Story = {
  args: { access: LINK },
  play: async ({ canvas, args }) => {
    await canvas.findAllByRole("switch");
    const [get] = await requests(args.api?.onRequest);
    await expect(get).toMatchObject({
      method: "GET",
      path: PATH,
      query: { user_id: "42", signature: LINK.signature },
    });
    await userEvent.click(canvas.getByRole("button", { name: "Unsubscribe from all" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      "You are unsubscribed from all of these e-mails.",
    );
    for (const item of canvas.getAllByRole("switch")) await expect(item).not.toBeChecked();
    await expect(await puts(args.api?.onRequest)).toEqual([
      expect.objectContaining({
        path: PATH,
        body: { user_id: 42, signature: LINK.signature, types: allOff(SERVER_TYPES) },
      }),
    ]);
  },
};

/** A bad or expired signature (403): a plain sentence and a way to log in, no switches. */
export const SignatureRefused: Story = {
  args: { access: LINK, api: { overrides: { getEmailSubscriptions: forbidden }, onRequest: fn() } },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText("This link is not valid or has expired.")).toBeVisible();
    await expect(
      canvas.getByText("Log in to manage your e-mail subscriptions in your settings."),
    ).toBeVisible();
    await expect(
      canvas.getByRole("link", { name: "Log in to manage your subscriptions" }),
    ).toHaveAttribute("href", args.loginHref);
    await expect(canvas.queryByRole("switch")).toBeNull();
  },
};

/** The signature expires between loading and saving: the 403 of the PUT says so above the form. */
export const SignatureExpiredOnSave: Story = {
  args: {
    access: LINK,
    api: {
      overrides: { ...subscriptionsApi(), updateEmailSubscriptions: forbidden },
      onRequest: fn(),
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("switch", { name: "Messages" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "This link is not valid or has expired.",
    );
    await expect(
      canvas.getByRole("link", { name: "Log in to manage your subscriptions" }),
    ).toBeVisible();
  },
};

/** By token with a session that ended (401 even after renewal): log in again. */
export const SessionEnded: Story = {
  args: { api: { overrides: { getEmailSubscriptions: unauthorized, renewToken: unauthorized } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Your session has ended.")).toBeVisible();
    await expect(
      canvas.getByRole("link", { name: "Log in to manage your subscriptions" }),
    ).toBeVisible();
  },
};

/** Waiting for the list: a skeleton in a busy region that says what is loading. */
export const Loading: Story = {
  args: { api: { mode: "loading" } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("Loading your e-mail preferences…")).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton"]').length).toBeGreaterThan(
      4,
    );
    await expect(canvas.queryByRole("switch")).toBeNull();
  },
};

let getCalls = 0;
/** The list fails to load (500): an alert with Try again, which loads it. */
export const LoadFailedThenRetry: Story = {
  args: {
    api: {
      overrides: {
        getEmailSubscriptions: () =>
          ++getCalls === 1 ? serverError() : Response.json(typesBody(SERVER_TYPES)),
      },
    },
  },
  beforeEach: () => {
    getCalls = 0;
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText("Your e-mail preferences could not be loaded."),
    ).toBeVisible();
    await expect(canvas.queryByRole("switch")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(await canvas.findAllByRole("switch")).toHaveLength(6);
    await expect(getCalls).toBe(2);
  },
};

/** A failure that stays: the retry alert is what remains on screen. */
export const LoadFailed: Story = {
  args: { api: { overrides: { getEmailSubscriptions: serverError } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText("Your e-mail preferences could not be loaded."),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Try again" })).toBeEnabled();
  },
};

/** A type the dictionaries do not know yet gets a readable name and is sent back untouched. */
export const UnknownType: Story = {
  args: {
    api: {
      overrides: subscriptionsApi([
        ...SERVER_TYPES.slice(0, 2),
        { type: "product_news", subscribed: true },
      ]),
      onRequest: fn(),
    },
  },
  play: async ({ canvas, args }) => {
    const unknown = await canvas.findByRole("switch", { name: "Product news" });
    await expect(unknown).not.toHaveAttribute("aria-describedby");
    await userEvent.click(unknown);
    await userEvent.click(canvas.getByRole("button", { name: "Save changes" }));
    await canvas.findByRole("status");
    await expect((await puts(args.api?.onRequest))[0]?.body).toEqual({
      types: [...SERVER_TYPES.slice(0, 2), { type: "product_news", subscribed: false }],
    });
  },
};

/** The server lists no type: a sentence, and nothing to save. */
export const Empty: Story = {
  args: { api: { overrides: subscriptionsApi([]), onRequest: fn() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("There are no e-mails to choose from.")).toBeVisible();
    await expect(canvas.queryByRole("switch")).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Save changes" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Unsubscribe from all" })).toBeNull();
  },
};
