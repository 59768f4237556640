// The table of operations the mock handlers serve: one row per operation, with the example body of
// its success response and of each declared error response.
import { listOperations } from "./document.mjs";
import { responseExample } from "./examples.mjs";

export function buildOperationTable(doc) {
  return listOperations(doc).map(({ method, path, operation }) => {
    const statuses = Object.keys(operation.responses ?? {});
    // A way back from a provider's page answers only a redirect (303) on success.
    const success =
      statuses.find((status) => /^2\d\d$/.test(status)) ??
      statuses.find((status) => /^3\d\d$/.test(status));
    if (!success) throw new Error(`${method.toUpperCase()} ${path} has no 2xx or 3xx response`);
    const errors = Object.fromEntries(
      statuses
        .filter((status) => /^[45]\d\d$/.test(status))
        .map((status) => [status, responseExample(doc, operation.responses[status])]),
    );
    // A success that is not JSON (a certificate PDF) names its media type for the mock handlers.
    const content = Object.keys(operation.responses[success]?.content ?? {});
    const mediaType = content.includes("application/json") ? null : (content[0] ?? null);
    return {
      operationId: operation.operationId,
      method: method.toUpperCase(),
      path,
      status: Number(success),
      body: responseExample(doc, operation.responses[success]),
      ...(mediaType ? { mediaType } : {}),
      errors,
    };
  });
}
