// Loads openapi.yaml and walks it. The contract is one file, so every $ref is local ("#/...").
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

export const CONTRACT_PATH = fileURLToPath(new URL("../../openapi.yaml", import.meta.url));

export const HTTP_METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"];

/** @returns {Record<string, any>} the parsed contract */
export function loadContract(path = CONTRACT_PATH) {
  return parse(readFileSync(path, "utf8"));
}

/** Follows a local JSON pointer such as "#/components/schemas/Campaign". */
export function pointer(doc, ref) {
  if (!ref.startsWith("#/")) throw new Error(`Only local $refs are supported, got ${ref}`);
  return ref
    .slice(2)
    .split("/")
    .map((part) => part.replaceAll("~1", "/").replaceAll("~0", "~"))
    .reduce((node, key) => {
      if (node == null || !(key in node)) throw new Error(`Unresolvable $ref ${ref}`);
      return node[key];
    }, doc);
}

/** Resolves a node that may be a $ref (possibly a chain of them). */
export function deref(doc, node) {
  let current = node;
  const seen = new Set();
  while (current && typeof current === "object" && typeof current.$ref === "string") {
    if (seen.has(current.$ref)) throw new Error(`Circular $ref ${current.$ref}`);
    seen.add(current.$ref);
    current = pointer(doc, current.$ref);
  }
  return current;
}

/**
 * Every operation of the contract, with its path-level parameters merged in.
 * @returns {{ method: string, path: string, operation: Record<string, any>, parameters: any[] }[]}
 */
export function listOperations(doc) {
  const operations = [];
  for (const [path, pathItem] of Object.entries(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (!operation) continue;
      const parameters = [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])].map(
        (parameter) => deref(doc, parameter),
      );
      operations.push({ method, path, operation, parameters });
    }
  }
  return operations;
}

/** True when the operation can be called without a token (security: [] or an empty alternative). */
export function isPublic(doc, operation) {
  const security = operation.security ?? doc.security ?? [];
  return (
    security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0)
  );
}
