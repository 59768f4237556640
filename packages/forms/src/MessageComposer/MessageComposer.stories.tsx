import { ApiError, ApiFieldErrors } from "@causeway/api-client";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { MessageComposer } from "./MessageComposer";
import { clearMessageDraft, saveMessageDraft } from "./message-draft";

const DRAFT = "story:88";

const meta = {
  title: "Forms/MessageComposer",
  component: MessageComposer,
  args: {
    receiver: 88,
    recipientName: "Lucía García",
    draftKey: DRAFT,
    onSend: fn(async () => undefined),
  },
  beforeEach: () => clearMessageDraft(DRAFT),
  parameters: { layout: "padded" },
} satisfies Meta<typeof MessageComposer>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvas: HTMLElement) =>
  within(canvas).getByRole("textbox", { name: "Message to Lucía García" });

/** Enter sends the trimmed text; Shift+Enter starts a new line; sent, the box empties. */
export const Send: Story = {
  play: async ({ canvasElement, args }) => {
    const field = box(canvasElement);
    await expect(field).toHaveAccessibleDescription(
      /Enter sends; Shift\+Enter starts a new line\./,
    );
    await userEvent.type(field, "  Hello!{Shift>}{Enter}{/Shift}See you on Saturday.  ");
    await userEvent.keyboard("{Enter}");
    await waitFor(() =>
      expect(args.onSend).toHaveBeenCalledWith({
        receiver: 88,
        message: "Hello!\nSee you on Saturday.",
      }),
    );
    await waitFor(() => expect(field).toHaveValue(""));
    await expect(field).toHaveFocus();
  },
};

/** The Send button does the same as Enter. */
export const SendButton: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(box(canvasElement), "By button");
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Send" }));
    await waitFor(() =>
      expect(args.onSend).toHaveBeenCalledWith({ receiver: 88, message: "By button" }),
    );
  },
};

/** Nothing but spaces: the rule's message under the box, nothing sent. */
export const EmptyMessage: Story = {
  play: async ({ canvasElement, args }) => {
    const field = box(canvasElement);
    await userEvent.type(field, "   {Enter}");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(/Write a message\./);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** Typing again takes the error away. */
export const ErrorClears: Story = {
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const field = box(canvasElement);
    await userEvent.type(field, "{Enter}");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await userEvent.type(field, "x");
    await expect(field).not.toHaveAttribute("aria-invalid");
  },
};

/** The send fails: the text stays in the box, the reason and "Try again" are said. */
export const Failed: Story = {
  args: { onSend: fn(async () => Promise.reject(new ApiError(503, "Unavailable"))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(box(canvasElement), "Are you coming?{Enter}");
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Your message was not sent.");
    await expect(box(canvasElement)).toHaveValue("Are you coming?");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(args.onSend).toHaveBeenCalledTimes(2));
  },
};

/** The server refuses the text itself: its message shows under the box. */
export const ServerFieldError: Story = {
  args: {
    onSend: fn(async () => Promise.reject(new ApiFieldErrors({ message: "forms.error.too_long" }))),
  },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const field = box(canvasElement);
    await userEvent.type(field, "Too long for the server{Enter}");
    await waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"));
    await expect(within(canvasElement).queryByRole("alert")).toBeNull();
    await expect(field).toHaveValue("Too long for the server");
  },
};

/** What was typed before a reload comes back; sending it forgets it. */
export const DraftKept: Story = {
  beforeEach: () => saveMessageDraft(DRAFT, "Half-written message"),
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement }) => {
    const field = box(canvasElement);
    await waitFor(() => expect(field).toHaveValue("Half-written message"));
    await userEvent.type(field, "{Enter}");
    await waitFor(() => expect(field).toHaveValue(""));
    await expect(localStorage.getItem(`causeway:message-draft:${DRAFT}`)).toBeNull();
  },
};

/** While a message goes, a second Enter sends nothing more. */
export const Sending: Story = {
  args: { onSend: fn(() => new Promise<void>(() => {})) },
  parameters: { screenshot: { skip: true } },
  play: async ({ canvasElement, args }) => {
    const field = box(canvasElement);
    await userEvent.type(field, "Once{Enter}");
    await expect(
      await within(canvasElement).findByRole("button", { name: /Sending/ }),
    ).toBeVisible();
    await userEvent.type(field, "{Enter}");
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
};
