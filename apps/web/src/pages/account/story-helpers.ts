// Shared by the account pages' stories: answers the mock API gives instead of the contract's
// example, and reading back what a page sent.
import type { User } from "@causeway/api-client";
import { mockExample } from "@causeway/api-client/mocks";
import { type Mock, within } from "storybook/test";

/** A JSON answer with any status, as the real server (apps/api) sends its errors. */
export function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  return () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json", ...headers },
    });
}

export const wrongCredentials = answer(401, { code: 401, message: "Invalid credentials." });
export const tooManyRequests = answer(
  429,
  { code: 429, message: "Too many requests." },
  { "Retry-After": "60" },
);
export const notFound = answer(404, { code: 404, message: "Not found." });
export const fieldErrors = (fields: Record<string, string>) =>
  answer(400, { code: 400, message: fields });
/** Never answers: the page stays busy. */
export const never = () => new Promise<Response>(() => {});

/** The requests the page sent to `method path` (the onRequest spy's calls), in order. */
export function sent(spy: Mock, method: string, path: string): Request[] {
  return spy.mock.calls
    .map(([request]) => request as Request)
    .filter((request) => request.method === method && new URL(request.url).pathname === path);
}

/** The JSON body of the last request to `method path`. */
export async function lastBody(spy: Mock, method: string, path: string): Promise<unknown> {
  const requests = sent(spy, method, path);
  const last = requests.at(-1);
  return last ? last.clone().json() : undefined;
}

/** The page's main landmark, once the lazily loaded route has drawn it. */
export async function findMain(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole("main"));
}

/** GET /api/v2/user answering the contract's user changed by `changes` (e.g. a new sign-up). */
export function currentUser(changes: Partial<User>) {
  const example = mockExample("getCurrentUser");
  return { ...example, response: { ...example.response, ...changes } };
}

/** A member who has just signed up with e-mail: no name yet, register_step 1. */
export const NEW_MEMBER: Partial<User> = {
  id: 77,
  username: "ayse.yilmaz",
  name: "",
  register_step: 1,
  email_verified: false,
  can_username_change: true,
  birthday: null,
  bio: "",
  location: null,
  business_info: null,
};
