import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { AvatarDialog } from "./AvatarDialog";
import {
  bytesFile,
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
  title: "Forms/AvatarDialog",
  ...dialogMeta(AvatarDialog, "Change picture"),
} satisfies Meta<DialogStoryProps>;
export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = (canvasElement: HTMLElement) =>
  openByKeyboard(canvasElement, "Change your profile picture");

/** Opened by keyboard: the file choice, with the accepted types and size said. */
export const Clean: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(within(dialog).getByRole("button", { name: "Choose a file" })).toBeVisible();
    await expect(dialog).toHaveTextContent(
      "Accepted formats: PNG, GIF, JPEG · Maximum size: 10 MB",
    );
    await expect(within(dialog).getByRole("button", { name: "Save" })).toBeDisabled();
  },
};

/**
 * The whole flow: a photo chosen, zoomed with the keyboard, turned a quarter, saved as a 200 x 200
 * PNG through POST /api/v2/user/avatar (multipart); the dialog closes with the updated user.
 */
export const ChooseCropSave: Story = {
  parameters: { screenshot: { target: "page" } },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.upload(fileInput(canvasElement), await photoFile());
    await expect(
      await within(dialog).findByRole("group", { name: "Profile picture crop" }),
    ).toBeVisible();
    const zoom = within(dialog).getByRole("slider", { name: "Zoom" });
    zoom.focus();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}");
    await expect(zoom).toHaveValue("1.03");
    await userEvent.click(within(dialog).getByRole("button", { name: "Rotate 90°" }));
    await pressSave(dialog);
    await savedUser(args.onSaved, 42);
    await waitFor(() => expect(screen(canvasElement).queryByRole("dialog")).toBeNull());
    const upload = captured(args.api?.onRequest).find((r) => r.path === "/api/v2/user/avatar");
    await expect(upload?.method).toBe("POST");
    await expect(upload?.request.headers.get("content-type")).toMatch(/^multipart\/form-data/);
    await expect(await uploadedSize(upload?.request as Request)).toEqual({
      type: "image/png",
      width: 200,
      height: 200,
    });
  },
};

/** A PDF and a too-large photo are refused by name; nothing is sent. */
export const RejectedFiles: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.upload(fileInput(canvasElement), bytesFile("resume.pdf", "application/pdf"));
    await expect(within(dialog).getByRole("alert")).toHaveTextContent(
      "“resume.pdf” is not an accepted file type.",
    );
    await userEvent.upload(
      fileInput(canvasElement),
      bytesFile("huge.png", "image/png", 10_000_001),
    );
    await expect(within(dialog).getByRole("alert")).toHaveTextContent(
      "“huge.png” is larger than 10 MB.",
    );
    await expect(within(dialog).queryByRole("group", { name: "Profile picture crop" })).toBeNull();
    await expect(captured(args.api?.onRequest)).toEqual([]);
  },
};

/** The same, in German: the refused file is named in the user's language. */
export const RejectedFileGerman: Story = {
  globals: { locale: "de" },
  play: async ({ canvasElement }) => {
    const dialog = await openByKeyboard(canvasElement, "Profilbild ändern");
    await userEvent.upload(
      fileInput(canvasElement),
      bytesFile("lebenslauf.pdf", "application/pdf"),
    );
    await expect(within(dialog).getByRole("alert")).toHaveTextContent(/lebenslauf\.pdf/);
    await expect(within(dialog).getByRole("alert")).not.toHaveTextContent(/not an accepted/);
  },
};

/** A file that claims to be a PNG but is not: named, and back to the choice. */
export const Unreadable: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.upload(fileInput(canvasElement), bytesFile("broken.png", "image/png"));
    await expect(
      await within(dialog).findByRole("alert", {}, { timeout: 15_000 }),
    ).toHaveTextContent("“broken.png” could not be opened as an image. Choose another file.");
    await expect(within(dialog).getByRole("button", { name: "Choose a file" })).toBeVisible();
  },
};

/** While saving: a progress bar, the cropper and both buttons locked. */
export const Saving: Story = {
  args: {
    api: { overrides: { uploadAvatar: () => new Promise<Response>(() => {}) }, onRequest: fn() },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.upload(fileInput(canvasElement), await photoFile());
    await pressSave(dialog);
    await expect(
      await within(dialog).findByRole("progressbar", { name: "Saving your image…" }),
    ).toBeVisible();
    await expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeDisabled();
    await expect(within(dialog).getByRole("slider", { name: "Zoom" })).toBeDisabled();
  },
};

/**
 * The server fails once: said in the dialog, the photo and its zoom kept; "Try saving again"
 * sends it again and succeeds.
 */
export const FailedThenRetried: Story = {
  args: {
    api: {
      overrides: {
        uploadAvatar: (() => {
          let calls = 0;
          return () => {
            calls += 1;
            return calls === 1
              ? json(500, { code: 500, message: "Storage unavailable" })
              : json(200, { response: { id: 42, username: "maria.petrova" } });
          };
        })(),
      },
      onRequest: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.upload(fileInput(canvasElement), await photoFile());
    const zoom = await within(dialog).findByRole("slider", { name: "Zoom" });
    zoom.focus();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await pressSave(dialog);
    const alert = await within(dialog).findByRole("alert", {}, { timeout: 15_000 });
    await expect(alert).toHaveTextContent("The image could not be saved.");
    await expect(alert).toHaveTextContent("Your image and its position are kept");
    await expect(within(dialog).getByRole("slider", { name: "Zoom" })).toHaveValue("1.02");
    await userEvent.click(within(dialog).getByRole("button", { name: "Try saving again" }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1), { timeout: 15_000 });
    const uploads = captured(args.api?.onRequest).filter((r) => r.path === "/api/v2/user/avatar");
    await expect(uploads).toHaveLength(2);
  },
};

/** A 400 naming the file: its message is shown (translated when it is a dictionary key). */
export const ServerFieldError: Story = {
  args: {
    api: {
      overrides: {
        uploadAvatar: () => json(400, { code: 400, message: { file: "forms.error.invalid" } }),
      },
      onRequest: fn(),
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.upload(fileInput(canvasElement), await photoFile());
    await pressSave(dialog);
    await expect(
      await within(dialog).findByRole("alert", {}, { timeout: 15_000 }),
    ).toHaveTextContent("This value is not valid.");
    await expect(within(dialog).getByRole("group", { name: "Profile picture crop" })).toBeVisible();
  },
};

/** In the crop step a refused replacement is named and the photo chosen before stays. */
export const ReplaceRefused: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.upload(fileInput(canvasElement), await photoFile());
    await within(dialog).findByRole("group", { name: "Profile picture crop" });
    await expect(
      within(dialog).getByRole("button", { name: "Choose another image" }),
    ).toBeVisible();
    await userEvent.upload(fileInput(canvasElement), bytesFile("notes.txt", "text/plain"));
    await expect(
      await within(dialog).findByRole("alert", {}, { timeout: 15_000 }),
    ).toHaveTextContent("“notes.txt” is not an accepted file type.");
    await expect(within(dialog).getByRole("group", { name: "Profile picture crop" })).toBeVisible();
  },
};
