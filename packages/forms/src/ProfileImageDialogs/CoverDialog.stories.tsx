import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { CoverDialog } from "./CoverDialog";
import {
  captured,
  type DialogStoryProps,
  dialogMeta,
  fileInput,
  json,
  openByKeyboard,
  photoFile,
  pressSave,
  savedUser,
  screen,
  uploadedSize,
} from "./story-helpers";

const meta = {
  title: "Forms/CoverDialog",
  ...dialogMeta(CoverDialog, "Change cover"),
} satisfies Meta<DialogStoryProps>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openWithPhoto(canvasElement: HTMLElement) {
  const dialog = await openByKeyboard(canvasElement, "Change your cover image");
  await userEvent.upload(fileInput(canvasElement), await photoFile("team.png", 1200, 600));
  await within(dialog).findByRole("group", { name: "Cover crop" });
  return dialog;
}

/** The rectangular 382.5 x 156 frame with its zoom and rotation, in both themes. */
export const Cropping: Story = {
  parameters: { screenshot: { target: "page" } },
  play: async ({ canvasElement }) => {
    const dialog = await openWithPhoto(canvasElement);
    const zoom = within(dialog).getByRole("slider", { name: "Zoom" });
    await expect(zoom).toHaveAttribute("min", "1");
    await expect(zoom).toHaveAttribute("max", "2");
    await expect(zoom).toHaveAttribute("step", "0.01");
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Save" })).toBeEnabled());
  },
};

/**
 * Save: the crop is uploaded as an image (multipart, 765 x 312: the 382.5 x 156 shape at twice
 * the size), then its media id is set as the cover; the dialog closes with the updated user.
 */
export const Saves: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openWithPhoto(canvasElement);
    await pressSave(dialog);
    await savedUser(args.onSaved, 42);
    await waitFor(() => expect(screen(canvasElement).queryByRole("dialog")).toBeNull());
    const requests = captured(args.api?.onRequest);
    await expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "POST /api/v2/resources/image",
      "PUT /api/v2/user/business-cover",
    ]);
    await expect(await uploadedSize(requests[0]?.request as Request)).toEqual({
      type: "image/png",
      width: 765,
      height: 312,
    });
    await expect(await requests[1]?.request.json()).toEqual({ cover: 5530 });
  },
};

/** Setting the cover is refused (not a business account): said, the photo kept for a retry. */
export const CoverRefused: Story = {
  args: {
    api: {
      overrides: {
        updateBusinessCover: () => json(403, { code: 403, message: "Access denied." }),
      },
      onRequest: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await openWithPhoto(canvasElement);
    await pressSave(dialog);
    await expect(
      await within(dialog).findByRole("alert", {}, { timeout: 15_000 }),
    ).toHaveTextContent("The image could not be saved.");
    await expect(within(dialog).getByRole("group", { name: "Cover crop" })).toBeVisible();
    await expect(within(dialog).getByRole("button", { name: "Try saving again" })).toBeEnabled();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** Cancel closes without sending anything; the next opening starts from the file choice. */
export const Cancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openWithPhoto(canvasElement);
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen(canvasElement).queryByRole("dialog")).toBeNull());
    await expect(captured(args.api?.onRequest)).toEqual([]);
    // Focus is back on the button that opened it.
    await expect(screen(canvasElement).getByRole("button", { name: "Change cover" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const again = await screen(canvasElement).findByRole("dialog", {
      name: "Change your cover image",
    });
    await expect(within(again).getByRole("button", { name: "Choose a file" })).toBeVisible();
  },
};
