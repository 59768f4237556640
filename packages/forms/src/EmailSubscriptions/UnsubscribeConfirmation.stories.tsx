import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import {
  type Api,
  fieldErrors,
  forbidden,
  never,
  requests,
  serverError,
  WithApi,
} from "./story-fixtures";
import {
  UnsubscribeConfirmation,
  type UnsubscribeConfirmationProps,
} from "./UnsubscribeConfirmation";

type Props = UnsubscribeConfirmationProps & { api?: Api };

const meta = {
  title: "Forms/UnsubscribeConfirmation",
  component: ({ api, ...props }: Props) => (
    <WithApi api={api}>
      <UnsubscribeConfirmation {...props} />
    </WithApi>
  ),
  args: {
    userId: 42,
    checksum: "3b9f0c1d2e4a6b8c0d1e2f3a4b5c6d7e",
    template: "weekly_statistics",
    manageHref: "/settings/subscriptions",
    onUnsubscribed: fn(),
    api: { onRequest: fn() },
  },
} satisfies Meta<Props>;
export default meta;
type Story = StoryObj<typeof meta>;

const REFUSED = "This unsubscribe link is not valid or has expired.";

/**
 * Opened from the e-mail: names the e-mail and waits for the button. Nothing is sent on load, since
 * mail scanners follow links.
 */
export const Ready: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("heading", { name: "Unsubscribe from e-mails" })).toBeVisible();
    await expect(canvas.getByText("You are about to stop receiving this e-mail:")).toBeVisible();
    await expect(canvas.getByText("Weekly statistics")).toBeVisible();
    await expect(
      canvas.getByText("A weekly summary of the donations and visits of your campaigns."),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Unsubscribe" })).toBeEnabled();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(args.api?.onRequest).not.toHaveBeenCalled();
  },
};

/** Pressed from the keyboard: PUT {user_id, checksum, template}, then a confirmation takes focus. */
export const Unsubscribed: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Unsubscribe" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(await canvas.findByRole("status")).toHaveTextContent("You are unsubscribed.");
    await expect(canvas.getByText("You no longer receive this e-mail:")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Unsubscribe" })).toBeNull();
    await waitFor(() => expect(canvas.getByRole("status").parentElement).toHaveFocus());
    await expect(
      canvas.getByRole("link", { name: "Manage all e-mail subscriptions" }),
    ).toHaveAttribute("href", "/settings/subscriptions");
    await expect(await requests(args.api?.onRequest)).toEqual([
      expect.objectContaining({
        method: "PUT",
        path: "/api/v2/user/email/unsubscribe",
        body: { user_id: 42, checksum: args.checksum, template: "weekly_statistics" },
      }),
    ]);
    await expect(args.onUnsubscribed).toHaveBeenCalledWith("weekly_statistics");
  },
};

/** While the PUT is out the button shows its spinner and ignores further presses. */
export const Sending: Story = {
  args: { api: { overrides: { unsubscribeEmail: never }, onRequest: fn() } },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: "Unsubscribe" });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute("data-pending", "true"));
    await userEvent.click(button);
    await expect(await requests(args.api?.onRequest)).toHaveLength(1);
  },
};

/** A checksum the server refuses (403): a clear sentence and the way to the settings instead. */
export const RefusedByServer: Story = {
  args: { api: { overrides: { unsubscribeEmail: forbidden }, onRequest: fn() } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Unsubscribe" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(REFUSED);
    await expect(canvas.queryByRole("button", { name: "Unsubscribe" })).toBeNull();
    await expect(
      canvas.getByRole("link", { name: "Manage all e-mail subscriptions" }),
    ).toBeVisible();
    await expect(args.onUnsubscribed).not.toHaveBeenCalled();
  },
};

/** A malformed link the server rejects (400) reads the same. */
export const BadRequest: Story = {
  args: {
    api: { overrides: { unsubscribeEmail: fieldErrors({ user_id: "invalid" }) }, onRequest: fn() },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Unsubscribe" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(REFUSED);
  },
};

/** Parts missing from the link: refused at once, without a call and without a button. */
export const BrokenLink: Story = {
  args: { userId: 0, checksum: "" },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(REFUSED)).toBeVisible();
    await expect(canvas.queryByText("You are about to stop receiving this e-mail:")).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Unsubscribe" })).toBeNull();
    await expect(args.api?.onRequest).not.toHaveBeenCalled();
  },
};

let calls = 0;
/** The server fails (500): an alert, the button stays, and pressing again goes through. */
export const FailedThenRetried: Story = {
  args: {
    api: {
      overrides: {
        unsubscribeEmail: () => (++calls === 1 ? serverError() : Response.json({ success: true })),
      },
      onRequest: fn(),
    },
  },
  beforeEach: () => {
    calls = 0;
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Unsubscribe" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "You could not be unsubscribed. Try again.",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Unsubscribe" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent("You are unsubscribed.");
    await expect(calls).toBe(2);
  },
};

/** A template the dictionaries do not know: a readable name from the template itself. */
export const UnknownTemplate: Story = {
  args: { template: "campaign_tips" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Campaign tips")).toBeVisible();
  },
};
