// For the edit stories of the provider and owner forms: the requests the mock API answered, the
// form in edit mode, and the documents-policy reads it made (not exported from the package).
import { expect, within } from "storybook/test";

type Canvas = ReturnType<typeof within>;

/** Every request the mock API answered, kept across a file's stories (clear it in a play). */
export function requestLog() {
  const requests: Request[] = [];
  return {
    requests,
    onRequest: (request: Request) => void requests.push(request),
    sent: (method: string, path: string) =>
      requests.filter((r) => r.method === method && new URL(r.url).pathname === path),
  };
}

/** The form in edit mode, found by its name. */
export const editForm = async (canvas: Canvas) =>
  within(await canvas.findByRole("form", { name: "Edit your request" }));

export const body = (element: HTMLElement) => within(element.ownerDocument.body);

/**
 * The documents policy was read for the edited request only (measured without itself). Read as the
 * form opens, before the play begins: the log is not cleared first.
 */
export async function expectPolicyReadFor(requests: Request[], campaignId: number, id: number) {
  const asked = requests
    .filter((r) => new URL(r.url).pathname === `/api/v2/campaign/${campaignId}/documents-policy`)
    .map((r) => new URL(r.url).searchParams.get("withdraw"));
  await expect(asked.length).toBeGreaterThan(0);
  await expect(asked.every((withdraw) => withdraw === String(id))).toBe(true);
}
