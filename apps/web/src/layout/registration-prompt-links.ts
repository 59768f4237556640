import { safeRedirect } from "../pages/account/redirect";

/** What the guest tried: the prompt says what an account lets them do. */
export type PromptReason = "karma" | "bookmark" | "follow" | "comment" | "message";

/**
 * The sign-up page that brings the user back to `path` once the account is made and complete.
 * Its own module: the provider (RegistrationPrompt) and the dialog it loads lazily both use it, and
 * the dialog must not import the provider back (an import cycle).
 */
export function signupHref(path: string): string {
  const target = safeRedirect(path);
  return target === "/" ? "/sign-up" : `/sign-up?redirect=${encodeURIComponent(target)}`;
}
