// Shared by the e-mail subscription stories: what apps/api answers and how requests are read back.
import { MockApiProvider, type MockApiProviderProps } from "@causeway/api-client/mocks";
import type { ReactNode } from "react";
import type { fn } from "storybook/test";
import type { EmailSubscription } from "./email-subscriptions";

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

export type Api = Omit<MockApiProviderProps, "children">;

/** The widget inside a mock API, at the width of a settings column. */
export function WithApi({ api, children }: { api?: Api; children: ReactNode }) {
  return (
    <MockApiProvider {...api}>
      <div className="cw:w-[28rem]">{children}</div>
    </MockApiProvider>
  );
}

/** An answer that never comes (the request stays pending). */
export const never = () => new Promise<Response>(() => {});

/** A 400 with per-field errors, as the contract's ValidationError. */
export const fieldErrors = (message: Record<string, string>) => () =>
  json(400, { code: 400, message });

/** apps/api's list (rules EMAIL_SUBSCRIPTION_TYPES, in order) for a member who turned the newsletter off. */
export const SERVER_TYPES: EmailSubscription[] = [
  { type: "weekly_statistics", subscribed: true },
  { type: "monthly_statistics", subscribed: true },
  { type: "newsletter", subscribed: false },
  { type: "donations", subscribed: true },
  { type: "messages", subscribed: true },
  { type: "update_reminders", subscribed: true },
];

export const LABELS = [
  "Weekly statistics",
  "Monthly statistics",
  "Newsletter",
  "Donations",
  "Messages",
  "Update reminders",
];

export const typesBody = (types: EmailSubscription[]) => ({ response: { types } });

/** The GET answers the list; the PUT answers what it was sent (as apps/api does for known types). */
export const subscriptionsApi = (types: EmailSubscription[] = SERVER_TYPES) => ({
  getEmailSubscriptions: typesBody(types),
  updateEmailSubscriptions: async ({ request }: { request: Request }) => {
    const body = (await request.json()) as { types: EmailSubscription[] };
    return json(200, typesBody(body.types));
  },
});

export const forbidden = () => json(403, { code: 403, message: "Forbidden" });
export const unauthorized = () => json(401, { code: 401, message: "Unauthorized" });
export const serverError = () => json(500, { code: 500, message: "Internal Server Error" });

/** The requests a story's onRequest spy saw, as method, path, query and parsed JSON body. */
export async function requests(spy: unknown) {
  const calls = (spy as ReturnType<typeof fn>).mock.calls;
  return Promise.all(
    calls.map(async ([request]) => {
      const r = request as Request;
      const url = new URL(r.url);
      const text = r.method === "GET" ? "" : await r.clone().text();
      return {
        method: r.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
    }),
  );
}
