import { getResponse, type RequestHandler } from "msw";

/**
 * A `fetch` that answers from msw handlers in the same page, with no service worker: pass it as
 * `createApiClient({ fetch: createMockFetch(createMockHandlers()) })` in Storybook, component tests
 * and embedding demos. A request no handler answers gets a 501 naming it, so a gap is loud.
 */
export function createMockFetch(
  handlers: readonly RequestHandler[],
): (request: Request) => Promise<Response> {
  return async (request) => {
    const response = await getResponse([...handlers], request);
    return (
      response ??
      Response.json(
        {
          code: 501,
          message: `No mock answers ${request.method} ${new URL(request.url).pathname}`,
        },
        { status: 501 },
      )
    );
  };
}
