// Shared by the settings stories: a mock API around a form, JSON answers, captured requests.
import { MockApiProvider, type MockApiProviderProps } from "@causeway/api-client/mocks";
import type { ReactNode } from "react";
import type { fn } from "storybook/test";

export { clearPendingAnnouncements } from "../ProfileImageDialogs/story-helpers";

export const TOKEN =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI0MiIsImV4cCI6MTc2NTAwODAwMH0.c2lnbmF0dXJl";

export type Api = Omit<MockApiProviderProps, "children">;

export function WithApi({ api, children }: { api?: Api; children: ReactNode }) {
  return (
    <MockApiProvider {...api}>
      <div className="w-[28rem]">{children}</div>
    </MockApiProvider>
  );
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** A 400 with per-field errors, as the contract's ValidationError. */
export const fieldErrors = (message: Record<string, string>) => () =>
  json(400, { code: 400, message });

export const never = () => new Promise<Response>(() => {});

/** The PUT requests a story's onRequest spy saw: path and parsed JSON body. */
export async function puts(spy: unknown): Promise<Array<{ path: string; body: unknown }>> {
  const calls = (spy as ReturnType<typeof fn>).mock.calls;
  const requests = calls.map(([request]) => request as Request).filter((r) => r.method === "PUT");
  return Promise.all(
    requests.map(async (r) => ({ path: new URL(r.url).pathname, body: await r.clone().json() })),
  );
}
