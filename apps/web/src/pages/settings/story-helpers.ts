// What the settings page stories share: the requests a story's spy saw, the places it went, and a
// business member (the contract's example member is personal).
import type { User } from "@causeway/api-client";
import { mockExample } from "@causeway/api-client/mocks";
import type { fn } from "storybook/test";

type Spy = ReturnType<typeof fn>;

/** The requests the page sent with `method` (to `path` if given): path, query, auth and JSON body. */
export async function sent(spy: unknown, method: string, path?: string) {
  const requests = (spy as Spy).mock.calls
    .map(([request]) => request as Request)
    .filter((r) => r.method === method && (!path || new URL(r.url).pathname === path));
  return Promise.all(
    requests.map(async (r) => {
      const url = new URL(r.url);
      const text = await r.clone().text();
      return {
        path: url.pathname,
        query: url.search,
        authorization: r.headers.get("Authorization"),
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
    }),
  );
}

/** Every location a story's onNavigate spy saw, in order. */
export const visited = (spy: unknown) => (spy as Spy).mock.calls.map(([path]) => path as string);

/** The member of GET /api/v2/user as a business (organisation size 11-50, sector Healthcare). */
export function businessMember(): User {
  const me = mockExample("getCurrentUser").response;
  return {
    ...me,
    id: 120,
    username: "zdrowie-fundacja",
    name: "Fundacja Zdrowie",
    only_name: true,
    type: "business",
    gender: null,
    birthday: null,
    personal_info: null,
    business_info: {
      mission: "Każde dziecko zasługuje na leczenie.",
      representative_name: "Anna Nowak",
      bulstat: "PL5260250274",
      organization: "Fundacja Zdrowie",
      sectors: [{ id: 4, name: "Healthcare" }],
      organization_size: { id: 2, name: "11-50" },
      cover: { compressed: { path: "/media/covers/120/compressed.jpg" } },
    },
  };
}

/** A JSON answer with a status, for an override. */
export const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** PUT /notifications/email/subscriptions answering the list it was sent, as the server does. */
export const echoSubscriptions = async ({ request }: { request: Request }) =>
  answer(200, { response: { types: ((await request.json()) as { types: unknown }).types } });
