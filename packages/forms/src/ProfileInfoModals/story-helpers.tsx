// Shared by the profile modal stories: a host that closes the modal when asked, and the users.
import type { User } from "@causeway/api-client";
import { type ReactElement, useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { type Api, puts, WithApi } from "../Settings/story-helpers";

export { type Api, fieldErrors, json, never, puts } from "../Settings/story-helpers";

export const personalUser: Pick<User, "name" | "bio" | "type"> = {
  name: "Мария Петрова",
  bio: "Майка на две деца от Пловдив.",
  type: "personal",
};

export const businessUser: Pick<User, "name" | "bio" | "type"> = {
  name: "Фондация Зелен град",
  bio: "Засаждаме дървета в София.",
  type: "business",
};

/** The host: the modal is open until it asks to close (then `onClose` is told). */
export function Host({
  api,
  onClose,
  render,
}: {
  api?: Api;
  onClose: () => void;
  render: (isOpen: boolean, close: () => void) => ReactElement;
}) {
  const [open, setOpen] = useState(true);
  const close = () => {
    setOpen(false);
    onClose();
  };
  return <WithApi api={api}>{render(open, close)}</WithApi>;
}

export const screen = within(document.body);

/** The discard question of a dirty modal. */
export const discardQuestion = () =>
  screen.findByRole("alertdialog", { name: "Discard your changes?" });

/** A failure other than a 400 per field: said above the fields, the modal stays, nothing saved. */
export async function expectSaveFailed(dialog: HTMLElement, onSaved: unknown) {
  await expect(await within(dialog).findByRole("alert")).toHaveTextContent(
    "Your changes could not be saved. Try again.",
  );
  await expect(dialog).toBeVisible();
  await expect(onSaved).not.toHaveBeenCalled();
}

/** Escape on a dirty modal, then "Discard": it closes, the host is told, nothing was sent. */
export async function discardWithEscape(onClose: unknown, onRequest: unknown) {
  await userEvent.keyboard("{Escape}");
  await userEvent.click(within(await discardQuestion()).getByRole("button", { name: "Discard" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  await expect(onClose).toHaveBeenCalledTimes(1);
  await expect(await puts(onRequest)).toEqual([]);
}
