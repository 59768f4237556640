import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { createApiClient } from "../client/create-api-client";
import { ApiFieldErrors } from "../errors";
import { createMockHandlers, type MockHandlerOptions } from "../mocks/handlers";
import { createMockFetch } from "../mocks/mock-fetch";
import { bindApiClient } from "./binding";
import { contactMutations } from "./contact";

const BASE = "https://causeway.test";
const MESSAGE = {
  name: "Ana Popescu",
  email: "ana@example.com",
  subject: "Withdrawals",
  message: "Can I pay the clinic directly?",
};

function run(overrides: MockHandlerOptions["overrides"] = {}) {
  const sent: Request[] = [];
  const answer = createMockFetch(createMockHandlers({ baseUrl: BASE, overrides }));
  const api = createApiClient({
    baseUrl: BASE,
    getToken: () => null,
    fetch: async (request) => {
      sent.push(request.clone());
      return answer(request);
    },
  });
  const client = new QueryClient();
  bindApiClient(client, api);
  const options = contactMutations.send();
  const send = (message: typeof MESSAGE) =>
    options.mutationFn?.(message, { client, meta: undefined, mutationKey: options.mutationKey });
  return { send, sent };
}

describe("contactMutations.send", () => {
  it("posts the message to /api/v2/contact and answers success", async () => {
    const { send, sent } = run();
    await expect(send(MESSAGE)).resolves.toEqual({ success: true });
    expect(new URL(sent[0]?.url ?? "").pathname).toBe("/api/v2/contact");
    expect(await sent[0]?.json()).toEqual(MESSAGE);
  });

  it("turns a 400 into the fields' errors", async () => {
    const { send } = run({
      sendContactMessage: () =>
        Response.json(
          { code: 400, message: JSON.stringify({ email: "report.validator.email_empty" }) },
          { status: 400 },
        ),
    });
    const failure = await send(MESSAGE)?.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiFieldErrors);
    expect((failure as ApiFieldErrors).fields).toEqual({ email: "report.validator.email_empty" });
  });
});
