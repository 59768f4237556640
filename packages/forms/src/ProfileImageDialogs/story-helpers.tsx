// Shared by the avatar and cover stories: the story harness (the dialog behind its opening
// button, inside a mock API), a real PNG made in the page, the file input of the open dialog, JSON
// answers, and the requests a story captured.
import type { User } from "@causeway/api-client";
import { MockApiProvider, type MockApiProviderProps } from "@causeway/api-client/mocks";
import { Button } from "@causeway/ui";
import { type ComponentType, useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { AvatarDialogProps } from "./AvatarDialog";

/** A story's props: what the dialog reports, and the mock API it talks to. */
export interface DialogStoryProps {
  onSaved?: (user: User) => void;
  api?: Omit<MockApiProviderProps, "children">;
}

interface DialogDemoProps extends DialogStoryProps {
  Dialog: ComponentType<AvatarDialogProps>;
  opener: string;
}

function DialogDemo({ Dialog, opener, onSaved, api }: DialogDemoProps) {
  const [open, setOpen] = useState(false);
  return (
    <MockApiProvider {...api}>
      <Button onPress={() => setOpen(true)}>{opener}</Button>
      <Dialog open={open} onOpenChange={setOpen} onSaved={onSaved} />
    </MockApiProvider>
  );
}

/**
 * What the avatar and cover stories files' meta hold but the title (Storybook reads the title
 * from the file itself): the dialog behind a button named `opener`, inside the mock API whose
 * requests go to the `api.onRequest` spy, shot as a page (the dialog is in a portal).
 */
export function dialogMeta(Dialog: ComponentType<AvatarDialogProps>, opener: string) {
  return {
    component: (props: DialogStoryProps) => (
      <DialogDemo Dialog={Dialog} opener={opener} {...props} />
    ),
    args: { onSaved: fn(), api: { onRequest: fn() } },
    parameters: { screenshot: { target: "page" } },
  };
}

/** Opens the dialog as a keyboard user: Tab to the opening button, Enter; returns the dialog. */
export async function openByKeyboard(canvasElement: HTMLElement, name: string) {
  await userEvent.tab();
  await userEvent.keyboard("{Enter}");
  return screen(canvasElement).findByRole("dialog", { name });
}

/** Presses the dialog's Save once the chosen photo is ready (Save is enabled). */
export async function pressSave(dialog: HTMLElement) {
  const save = await within(dialog).findByRole("button", { name: "Save" });
  await waitFor(() => expect(save).toBeEnabled());
  await userEvent.click(save);
}

/**
 * Waits for the dialog to hand back the saved user. Cropping, encoding and uploading a photo can
 * take several seconds on a loaded CI machine, so this waits as long as the error stories do: a
 * save left running would otherwise land in the next story (the spy is shared by the file).
 */
export async function savedUser(onSaved: unknown, id: number) {
  await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id })), {
    timeout: 15_000,
  });
}

/** A 640 x 480 PNG photo-like image drawn on a canvas. */
export async function photoFile(name = "portrait.png", width = 640, height = 480): Promise<File> {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("no canvas");
  const sky = ctx.createLinearGradient(0, 0, 0, height);
  sky.addColorStop(0, "#7cb7e8");
  sky.addColorStop(1, "#f4d7a1");
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = "#3b6e3a";
  ctx.fillRect(0, height * 0.7, width, height * 0.3);
  ctx.fillStyle = "#e59a3c";
  ctx.beginPath();
  ctx.arc(width * 0.5, height * 0.45, height * 0.2, 0, Math.PI * 2);
  ctx.fill();
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("no blob"))), "image/png"),
  );
  return new File([blob], name, { type: "image/png" });
}

export const bytesFile = (name: string, type: string, bytes = 1000) =>
  new File([new Uint8Array(bytes)], name, { type });

/** The page (dialogs render in a portal). */
export const screen = (element: HTMLElement) => within(element.ownerDocument.body);

/** The open dialog's file input, with its accept filter lifted so a story can offer any file. */
export function fileInput(element: HTMLElement): HTMLInputElement {
  const input = element.ownerDocument.querySelector<HTMLInputElement>(
    '[role="dialog"] input[type="file"]',
  );
  if (!input) throw new Error("no file input in the dialog");
  input.removeAttribute("accept");
  return input;
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** The requests a story's `onRequest` spy saw, as [method, path] with the request. */
export function captured(spy: unknown): Array<{ method: string; path: string; request: Request }> {
  const calls = (spy as { mock: { calls: unknown[][] } }).mock.calls;
  return calls.map(([request]) => {
    const r = request as Request;
    return { method: r.method, path: new URL(r.url).pathname, request: r };
  });
}

/** The width and height of the `file` part of a multipart request. */
export async function uploadedSize(
  request: Request,
): Promise<{ type: string; width: number; height: number }> {
  const form = await request.formData();
  const file = form.get("file");
  if (!(file instanceof Blob)) throw new Error("no file part");
  const bitmap = await createImageBitmap(file);
  return { type: file.type, width: bitmap.width, height: bitmap.height };
}
