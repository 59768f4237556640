import { MockApiProvider, type MockOverrides } from "@causeway/api-client/mocks";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { CampaignUpdateModal, type CampaignUpdateModalProps } from "./CampaignUpdateModal";

type HarnessProps = Omit<CampaignUpdateModalProps, "open"> & {
  overrides?: MockOverrides;
  onRequest?: (request: Request) => void;
};

/** Holds `open` like a host does, so closing really closes. */
function Harness({ overrides, onRequest, onOpenChange, ...props }: HarnessProps) {
  const [open, setOpen] = useState(true);
  return (
    <MockApiProvider overrides={overrides} onRequest={onRequest}>
      <CampaignUpdateModal
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
      />
    </MockApiProvider>
  );
}

const screen = within(document.body);
const NAME = "Post an update on “Help Maria walk again”";
const dialog = () => screen.findByRole("dialog", { name: NAME });
const content = () => screen.getByRole("textbox", { name: /What would you like to share\?/ });
const title = () => screen.getByRole("textbox", { name: /Title/ });
const publish = () => screen.getByRole("button", { name: "Publish" });
const requests = (spy: unknown) =>
  (spy as ReturnType<typeof fn>).mock.calls.map(([request]) => request as Request);
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** Tabs forward until the named button has focus (a keyboard user's way to it). */
async function tabTo(name: string) {
  for (let step = 0; step < 12; step += 1) {
    if (document.activeElement?.textContent === name) return;
    await userEvent.tab();
  }
  throw new Error(`${name} not reached by Tab`);
}

const meta = {
  title: "Forms/CampaignUpdateModal",
  component: Harness,
  parameters: { screenshot: { target: "page" } },
  args: {
    campaign: { id: 1042, name: "Help Maria walk again" },
    onOpenChange: fn(),
    onPublished: fn(),
    onRequest: fn(),
  },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open on the title, the campaign locked (no selector), publish blocked until there is content. */
export const Clean: Story = {
  parameters: { screenshot: { target: "page" } },
  play: async () => {
    const modal = await dialog();
    await expect(modal).toHaveAccessibleDescription(/Tell your donors what the money is for/);
    await waitFor(() => expect(title()).toHaveFocus());
    await expect(within(modal).queryByRole("button", { name: /Campaign/ })).toBeNull();
    await expect(publish()).toBeDisabled();
    await expect(publish()).toHaveAccessibleDescription("Write something first.");
  },
};

/** Opened from the dashboard (`occasion="news"`): no word of a withdrawal request. */
export const News: Story = {
  args: { occasion: "news" },
  play: async () => {
    const modal = await dialog();
    await expect(modal).toHaveAccessibleDescription(
      "Tell your donors how the campaign is going: the update appears on the campaign page.",
    );
    await expect(within(modal).queryByText(/request/i)).toBeNull();
    await waitFor(() => expect(title()).toHaveFocus());
  },
};

/** With content the post can go out; the blocker sentence goes away. */
export const Dirty: Story = {
  play: async () => {
    await dialog();
    await userEvent.click(content());
    await userEvent.keyboard("The first payment reached the clinic.");
    await expect(publish()).toBeEnabled();
    await expect(screen.queryByText("Write something first.")).toBeNull();
  },
};

/** A keyboard user publishes: the post, then its link to the campaign; the modal closes and says so. */
export const Published: Story = {
  parameters: { screenshot: { skip: true } }, // the modal has closed: the page is empty
  args: { onRequest: fn(), onOpenChange: fn(), onPublished: fn() },
  play: async ({ args }) => {
    await dialog();
    await waitFor(() => expect(title()).toHaveFocus());
    await userEvent.keyboard("Where the money goes");
    // On through the content's formatting toolbar to the content box.
    await userEvent.tab();
    await expect(screen.getByRole("button", { name: "Bold" })).toHaveFocus();
    while (document.activeElement !== content()) await userEvent.tab();
    await userEvent.keyboard("Rehabilitation, week one.{Enter}{Enter}Thank you all!");
    await tabTo("Publish");
    await userEvent.keyboard("{Enter}");

    await waitFor(() => expect(args.onPublished).toHaveBeenCalledTimes(1));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(screen.getByRole("status")).toHaveTextContent(
      "Your update on “Help Maria walk again” is published.",
    );
    const posts = requests(args.onRequest).filter((request) => request.method === "POST");
    await expect(posts.map((request) => new URL(request.url).pathname)).toEqual([
      "/api/v2/post",
      "/api/v2/campaign/1042/post",
    ]);
    await expect(await posts[0]?.json()).toEqual({
      title: "Where the money goes",
      is_anonymous: false,
      content: "<p>Rehabilitation, week one.</p><p>Thank you all!</p>",
      image_ids: [],
    });
  },
};

/** While it publishes, the creator is busy and nothing can be sent twice. */
export const Publishing: Story = {
  args: { overrides: { createPost: () => new Promise<Response>(() => {}) } },
  play: async () => {
    await dialog();
    await userEvent.click(content());
    await userEvent.keyboard("Week one.");
    await userEvent.click(publish());
    await waitFor(() => expect(publish()).toBeDisabled());
    await expect(screen.getByRole("region", { name: "New post" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(content()).toHaveAttribute("aria-disabled", "true");
  },
};

/** A 400 names the field: its message shows under it and the modal stays open. */
export const ServerFieldErrors: Story = {
  args: {
    overrides: {
      createPost: () => json(400, { code: 400, message: { content: "post.no_content" } }),
    },
    onOpenChange: fn(),
  },
  play: async ({ args }) => {
    await dialog();
    await userEvent.click(content());
    await userEvent.keyboard("   .");
    await userEvent.click(publish());
    await waitFor(() => expect(content()).toBeInvalid());
    await expect(content()).toHaveAccessibleDescription(/Write something first\./);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Any other failure: an alert, the draft kept, the modal open. */
export const ServerError: Story = {
  args: { overrides: { createPost: () => json(500, { code: 500, message: "down" }) } },
  play: async () => {
    await dialog();
    await userEvent.click(content());
    await userEvent.keyboard("Week one.");
    await userEvent.click(publish());
    await expect(await screen.findByRole("alert")).toHaveTextContent(
      "The post could not be published. Try again.",
    );
    await expect(content()).toHaveTextContent("Week one.");
    await expect(screen.getByRole("dialog", { name: NAME })).toBeVisible();
  },
};

/** Closing without posting: the creator's Close (or Escape) closes the modal, nothing is sent. */
export const ClosedWithoutPosting: Story = {
  parameters: { screenshot: { skip: true } }, // an empty page once closed
  args: { onOpenChange: fn(), onRequest: fn() },
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.click(within(modal).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(requests(args.onRequest)).toHaveLength(0);
    await expect(screen.getByRole("status")).toHaveTextContent("");
  },
};

export const EscapeCloses: Story = {
  parameters: { screenshot: { skip: true } }, // an empty page once closed
  args: { onOpenChange: fn() },
  play: async ({ args }) => {
    await dialog();
    await waitFor(() => expect(title()).toHaveFocus());
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/**
 * Text typed, then Escape: the modal asks before discarding it. "Keep editing" (or Escape on the
 * question) keeps the text; Close then Discard closes without posting.
 */
export const DirtyAsksBeforeClosing: Story = {
  parameters: { screenshot: { skip: true } }, // ends with the question open over the dialog
  args: { onOpenChange: fn(), onRequest: fn() },
  play: async ({ args }) => {
    const modal = await dialog();
    await userEvent.click(content());
    await userEvent.keyboard("The first payment reached the clinic.");
    await userEvent.keyboard("{Escape}");
    const ask = await screen.findByRole("alertdialog", { name: "Discard this update?" });
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(within(ask).getByRole("button", { name: "Keep editing" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(content()).toHaveTextContent("The first payment reached the clinic.");
    await userEvent.click(within(modal).getByRole("button", { name: "Close" }));
    await screen.findByRole("alertdialog");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(screen.getByRole("dialog", { name: NAME })).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(within(modal).getByRole("button", { name: "Close" }));
    const again = await screen.findByRole("alertdialog");
    await userEvent.click(within(again).getByRole("button", { name: "Discard" }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await expect(requests(args.onRequest).filter((r) => r.method === "POST")).toHaveLength(0);
  },
};
