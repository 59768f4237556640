import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { listOperations, loadContract } from "../../scripts/lib/document.mjs";
import { buildOperationTable } from "../../scripts/lib/operations.mjs";

// The mock handlers answer with bodies assembled from the contract's examples. Each one must be
// valid against the schema of the response it stands for, or the mocks would teach the widgets a
// shape the server never sends.
const doc = loadContract();
const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
ajv.addSchema(doc, "openapi");

const pointerSegment = (segment: string) =>
  encodeURIComponent(segment.replaceAll("~", "~0").replaceAll("/", "~1"));

/** A validator for the JSON body of one response of one operation. */
function validatorFor(path: string, method: string, status: string) {
  const response = doc.paths[path][method].responses[status];
  const base =
    typeof response.$ref === "string"
      ? response.$ref
      : `#/paths/${pointerSegment(path)}/${method}/responses/${status}`;
  return ajv.compile({ $ref: `openapi${base}/content/application~1json/schema` });
}

const methods = new Map(
  listOperations(doc).map((entry) => [entry.operation.operationId, entry.method]),
);
const rows = buildOperationTable(doc).map((row) => [`${row.method} ${row.path}`, row] as const);

describe("every mock body is valid against its response schema", () => {
  it.each(rows)("%s", (_, row) => {
    const method = methods.get(row.operationId) ?? "";
    const answers = [[String(row.status), row.body], ...Object.entries(row.errors)] as const;
    // A document (the certificate PDF) has no JSON body to check: its example body is null.
    const json = (status: string) => {
      const response = doc.paths[row.path][method].responses[status];
      return typeof response.$ref === "string" || !!response.content?.["application/json"];
    };
    const problems = answers.flatMap(([status, body]) => {
      if (!json(status)) return body === null ? [] : [`${status}: a document has no JSON body`];
      const validate = validatorFor(row.path, method, status);
      return validate(body) ? [] : [`${status}: ${ajv.errorsText(validate.errors)}`];
    });
    expect(problems).toEqual([]);
  });

  it("would notice an invalid body", () => {
    const validate = validatorFor("/api/v2/campaign/{id}/withdraw", "get", "200");
    expect(validate({ response: { withdraws: [{ id: "311" }], total: 1 } })).toBe(false);
  });
});
