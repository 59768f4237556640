// A scripted fetch for tests: answers by "METHOD /path" and records every request it saw.
export interface Recorded {
  method: string;
  url: URL;
  authorization: string | null;
  idempotencyKey: string | null;
  body: string;
}

type Answer = Response | ((request: Request, seen: Recorded) => Response | Promise<Response>);

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

export function createFakeFetch(routes: Record<string, Answer | Answer[]>) {
  const requests: Recorded[] = [];
  const queues = new Map(
    Object.entries(routes).map(([key, answer]) => [
      key,
      Array.isArray(answer) ? [...answer] : answer,
    ]),
  );
  async function fakeFetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const seen: Recorded = {
      method: request.method,
      url,
      authorization: request.headers.get("Authorization"),
      idempotencyKey: request.headers.get("Idempotency-Key"),
      body: await request.text(),
    };
    requests.push(seen);
    const route = queues.get(`${request.method} ${url.pathname}`);
    const answer = Array.isArray(route) ? route.shift() : route;
    if (!answer)
      return json(404, { code: 404, message: `No route for ${request.method} ${url.pathname}` });
    return typeof answer === "function" ? answer(request, seen) : answer.clone();
  }
  return { fetch: fakeFetch, requests };
}
