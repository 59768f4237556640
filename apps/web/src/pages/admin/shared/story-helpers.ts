// Shared by the staff console's stories: who is signed in, and reading back what a page sent.
import type { User } from "@causeway/api-client";
import type { MockOverrides } from "@causeway/api-client/mocks";
import { expect, type Mock, waitFor, within } from "storybook/test";
import { currentUser } from "../../account/story-helpers";

/** The admin of the stories (the contract's notes are written by this user). */
export const ADMIN: Partial<User> = {
  id: 7,
  username: "ops.elena",
  name: "Elena Ivanova",
  language: "en",
  roles: ["ROLE_USER", "ROLE_ADMIN"],
};

/** GET /api/v2/user answering a user with these staff roles (none: a member). */
export function signedInAs(changes: Partial<User> = ADMIN): MockOverrides {
  return { getCurrentUser: currentUser(changes) };
}

export const TRANSLATOR: Partial<User> = {
  id: 9,
  username: "tanya.translator",
  name: "Tanya Translator",
  language: "bg",
  roles: ["ROLE_USER", "ROLE_TRANSLATOR"],
};

/** The requests a page sent, as "METHOD /path?query", in order. */
export function calls(spy: Mock): string[] {
  return spy.mock.calls.map(([request]) => {
    const url = new URL((request as Request).url);
    url.searchParams.delete("lang");
    return `${(request as Request).method} ${url.pathname}${url.search}`;
  });
}

/** Waits until the page has sent `call` ("METHOD /path?query"). */
export async function expectCall(spy: Mock, call: string) {
  await waitFor(() => expect(calls(spy)).toContain(call));
}

/** The console's main landmark, once its lazily loaded page has drawn its heading. */
export async function findConsole(canvasElement: HTMLElement, heading: string | RegExp) {
  const page = within(canvasElement);
  await page.findByRole("heading", { level: 1, name: heading });
  return within(page.getByRole("main"));
}

/** The dialog (portalled to the body) with this name. */
export async function findDialog(name: string | RegExp) {
  const body = within(document.body);
  return within(await body.findByRole("dialog", { name }));
}

/** The confirmation (an alert dialog, portalled to the body) with this name. */
export async function findConfirmation(name: string | RegExp) {
  const body = within(document.body);
  return within(await body.findByRole("alertdialog", { name }));
}
