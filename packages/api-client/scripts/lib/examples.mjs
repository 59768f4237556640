// Builds example values from the contract: a schema's own `examples` first, then its const,
// default or first enum value, then a value assembled from its properties. Lists get one item per
// example of their item schema (or per branch of a oneOf), so mocks show variety.
import { deref } from "./document.mjs";

const MAX_LIST_ITEMS = 3;

const STRING_FORMATS = {
  date: "2026-11-22",
  "date-time": "2026-11-22T09:00:00Z",
  email: "someone@causeway.example",
  uri: "https://causeway.example/",
  password: "correct-horse-battery",
  binary: "",
};

/** The first non-null type of a schema. */
function mainType(schema) {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== "null") ?? "null";
  if (schema.type) return schema.type;
  if (schema.properties) return "object";
  if (schema.items) return "array";
  return undefined;
}

function clone(value) {
  return structuredClone(value);
}

export function exampleFor(doc, schemaOrRef, depth = 0) {
  if (depth > 24) throw new Error("Example nesting too deep; is a schema recursive?");
  const schema = deref(doc, schemaOrRef);
  if (schema == null || typeof schema !== "object") return null;
  if (Array.isArray(schema.examples) && schema.examples.length > 0)
    return clone(schema.examples[0]);
  if ("example" in schema) return clone(schema.example);
  if ("const" in schema) return clone(schema.const);
  if ("default" in schema) return clone(schema.default);
  if (Array.isArray(schema.enum)) return clone(schema.enum.find((value) => value !== null) ?? null);
  if (schema.allOf) {
    return Object.assign({}, ...schema.allOf.map((part) => exampleFor(doc, part, depth + 1)));
  }
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches) {
    const branch = branches.find((candidate) => deref(doc, candidate).type !== "null");
    return exampleFor(doc, branch ?? branches[0], depth + 1);
  }
  switch (mainType(schema)) {
    case "object":
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [
          key,
          exampleFor(doc, property, depth + 1),
        ]),
      );
    case "array":
      return listExample(doc, schema.items ?? {}, depth + 1);
    case "string":
      return STRING_FORMATS[schema.format] ?? "example";
    case "integer":
      return schema.minimum ?? 1;
    case "number":
      return schema.minimum ?? 0;
    case "boolean":
      return true;
    default:
      return null;
  }
}

function listExample(doc, itemsOrRef, depth) {
  const items = deref(doc, itemsOrRef);
  if (items.oneOf) return items.oneOf.map((branch) => exampleFor(doc, branch, depth + 1));
  if (Array.isArray(items.examples) && items.examples.length > 1) {
    return items.examples.slice(0, MAX_LIST_ITEMS).map(clone);
  }
  return [exampleFor(doc, items, depth + 1)];
}

/** The example body of a response object (or $ref to one), preferring media-level examples. */
export function responseExample(doc, responseOrRef) {
  const response = deref(doc, responseOrRef);
  const media = response?.content?.["application/json"];
  if (!media) return null;
  if ("example" in media) return clone(media.example);
  const named = Object.values(media.examples ?? {})[0];
  if (named) return clone(deref(doc, named).value);
  return media.schema ? exampleFor(doc, media.schema) : null;
}
