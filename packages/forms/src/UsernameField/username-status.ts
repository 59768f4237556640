// What the username field shows and announces, from the rules of rules/username.ts: the local
// check on the settled (debounced) text, then the server's answer for that same text only.
import {
  localUsernameCheck,
  serverUsernameCheck,
  type UsernameCheck,
  type UsernameProblem,
} from "@causeway/rules";

export type UsernameFieldStatus =
  /** Empty, or the user's current name: nothing to check. */
  | { status: "idle" }
  /** Still typing: the text has not settled yet. */
  | { status: "typing" }
  | UsernameCheck
  /** The server could not be asked (offline, 5xx): the name is neither taken nor known free. */
  | { status: "unverified" };

/** The server check of the settled text, as TanStack Query reports it. */
export interface ServerAnswer {
  state: "pending" | "success" | "error";
  /** The per-field errors of a 400, when the error was one. */
  fieldErrors?: Readonly<Record<string, string | undefined>> | null;
}

export interface StatusInput {
  value: string;
  /** The text as it was `debounce` ms ago: only that is checked. */
  settled: string;
  /** The account's present name: typing it back needs no check. */
  currentUsername?: string | null;
  server: ServerAnswer;
}

/** Whether the server should be asked about the settled text. */
export function shouldAskServer(settled: string, currentUsername?: string | null): boolean {
  if (settled === "" || settled === currentUsername) return false;
  return localUsernameCheck(settled).status === "checking";
}

export function usernameFieldStatus({
  value,
  settled,
  currentUsername,
  server,
}: StatusInput): UsernameFieldStatus {
  if (value === "" || value === currentUsername) return { status: "idle" };
  if (value !== settled) return { status: "typing" };
  const local = localUsernameCheck(value);
  if (local.status === "invalid") return local;
  if (server.state === "pending") return local;
  if (server.state === "error" && !server.fieldErrors) return { status: "unverified" };
  return serverUsernameCheck(value, server.state === "error" ? (server.fieldErrors ?? null) : null);
}

/** The field's error (a dictionary key), if the status is one. */
export function usernameError(status: UsernameFieldStatus): UsernameProblem | null {
  return status.status === "invalid" || status.status === "taken" ? status.message : null;
}

export const USERNAME_FIELD_MESSAGE = {
  checking: "forms.username.checking",
  available: "forms.username.available",
  unverified: "forms.username.unverified",
  waitForCheck: "forms.username.wait_for_check",
  required: "forms.username.required",
} as const;

/**
 * What still keeps a form with this field from being sent (a dictionary key), or null. A name the
 * server could not check does not block: the submit's own answer will say if it is taken.
 */
export function usernameBlocker(status: UsernameFieldStatus, value: string): string | null {
  switch (status.status) {
    case "idle":
      return value === "" ? USERNAME_FIELD_MESSAGE.required : null;
    case "typing":
    case "checking":
      return USERNAME_FIELD_MESSAGE.waitForCheck;
    case "invalid":
    case "taken":
      return status.message;
    default:
      return null;
  }
}
