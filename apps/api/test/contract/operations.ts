/**
 * openapi.yaml as data for the contract tests: every operation with its declared statuses, and a
 * check that an answer's status is declared and its body inside that status's schema (ajv, JSON
 * Schema 2020-12).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { expect } from "vitest";
import { parse as parseYaml } from "yaml";

const require = createRequire(import.meta.url);
const specPath = require.resolve("@causeway/api-client/openapi.yaml");
// biome-ignore lint/suspicious/noExplicitAny: the OpenAPI document is walked dynamically.
export const spec: any = parseYaml(readFileSync(specPath, "utf8"));

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat("int64", { type: "number", validate: (n: number) => Number.isSafeInteger(n) });
ajv.addFormat("password", true);
ajv.addFormat("binary", true);
ajv.addSchema(spec, "openapi.json");

const METHODS = ["get", "post", "put", "delete", "patch"] as const;
const esc = (s: string) => s.replace(/~/g, "~0").replace(/\//g, "~1");

export interface Operation {
  id: string;
  method: string;
  path: string;
  // biome-ignore lint/suspicious/noExplicitAny: OpenAPI operation object.
  op: any;
  statuses: string[];
  guestAllowed: boolean;
}

export const operations: Operation[] = [];
for (const [path, item] of Object.entries<Record<string, unknown>>(spec.paths)) {
  for (const method of METHODS) {
    // biome-ignore lint/suspicious/noExplicitAny: OpenAPI operation object.
    const op = item[method] as any;
    if (!op) continue;
    const security = op.security ?? spec.security;
    const guestAllowed =
      security.length === 0 || security.some((s: object) => Object.keys(s).length === 0);
    operations.push({
      id: op.operationId,
      method: method.toUpperCase(),
      path,
      op,
      statuses: Object.keys(op.responses),
      guestAllowed,
    });
  }
}

/** The validator of one declared response's JSON body. */
function validatorFor(o: Operation, status: string) {
  let pointer = `/paths/${esc(o.path)}/${o.method.toLowerCase()}/responses/${status}`;
  const response = o.op.responses[status];
  if (response?.$ref) pointer = response.$ref.slice(1);
  const resolved = response?.$ref
    ? spec.components.responses[response.$ref.split("/").pop()]
    : response;
  if (!resolved?.content?.["application/json"]?.schema) return null;
  const validate = ajv.getSchema(`openapi.json#${pointer}/content/application~1json/schema`);
  if (!validate) throw new Error(`no schema at ${pointer}`);
  return validate;
}

export function expectInSchema(o: Operation, status: number, body: unknown) {
  expect(
    o.statuses,
    `${o.id} answered ${status}, not declared; body ${JSON.stringify(body).slice(0, 300)}`,
  ).toContain(String(status));
  const validate = validatorFor(o, String(status));
  if (!validate) return;
  const valid = validate(body);
  expect(
    valid,
    `${o.id} ${status} outside its schema: ${ajv.errorsText(validate.errors)}; body ${JSON.stringify(body).slice(0, 400)}`,
  ).toBe(true);
}
