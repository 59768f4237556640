import { describe, expect, it } from "vitest";
import { exampleFor, responseExample } from "../../scripts/lib/examples.mjs";

// A small document exercising each rule of the example builder the mocks are generated with.
const doc = {
  components: {
    schemas: {
      Money: { type: "integer", examples: [1250] },
      Kind: { type: "string", enum: ["service", "personal"] },
      Item: {
        type: "object",
        properties: {
          id: { type: "integer", minimum: 7 },
          kind: { $ref: "#/components/schemas/Kind" },
        },
        examples: [
          { id: 1, kind: "service" },
          { id: 2, kind: "personal" },
        ],
      },
      Plain: {
        type: "object",
        properties: {
          name: { type: "string" },
          email: { type: "string", format: "email" },
          count: { type: "integer" },
          ratio: { type: "number", minimum: 0.5 },
          flag: { type: "boolean" },
          fixed: { const: "" },
          withDefault: { type: "integer", default: 4 },
          nullable: { anyOf: [{ type: "null" }, { $ref: "#/components/schemas/Money" }] },
          list: { type: "array", items: { $ref: "#/components/schemas/Item" } },
          one: { type: "array", items: { type: "string" } },
        },
      },
      Either: {
        oneOf: [
          { type: "object", properties: { a: { const: 1 } } },
          { type: "object", properties: { b: { const: 2 } } },
        ],
      },
      Both: {
        allOf: [
          { type: "object", properties: { a: { const: 1 } } },
          { type: "object", properties: { b: { const: 2 } } },
        ],
      },
    },
  },
};

describe("exampleFor", () => {
  it("builds an object from its properties, preferring examples, const, default and enum", () => {
    expect(exampleFor(doc, { $ref: "#/components/schemas/Plain" })).toEqual({
      name: "example",
      email: "someone@causeway.example",
      count: 1,
      ratio: 0.5,
      flag: true,
      fixed: "",
      withDefault: 4,
      nullable: 1250,
      list: [
        { id: 1, kind: "service" },
        { id: 2, kind: "personal" },
      ],
      one: ["example"],
    });
  });

  it("uses the first branch of a oneOf and merges an allOf", () => {
    expect(exampleFor(doc, { $ref: "#/components/schemas/Either" })).toEqual({ a: 1 });
    expect(exampleFor(doc, { $ref: "#/components/schemas/Both" })).toEqual({ a: 1, b: 2 });
  });

  it("lists one item per branch of a oneOf", () => {
    expect(
      exampleFor(doc, { type: "array", items: { $ref: "#/components/schemas/Either" } }),
    ).toEqual([{ a: 1 }, { b: 2 }]);
  });

  it("returns copies, so a mock cannot change the contract's examples", () => {
    const first = exampleFor(doc, { $ref: "#/components/schemas/Item" }) as { id: number };
    first.id = 99;
    expect(exampleFor(doc, { $ref: "#/components/schemas/Item" })).toEqual({
      id: 1,
      kind: "service",
    });
  });

  it("refuses a recursive schema instead of looping", () => {
    const recursive = {
      components: {
        schemas: {
          Node: { type: "object", properties: { child: { $ref: "#/components/schemas/Node" } } },
        },
      },
    };
    expect(() => exampleFor(recursive, { $ref: "#/components/schemas/Node" })).toThrow(/too deep/);
  });
});

describe("responseExample", () => {
  it("prefers the media type's own example", () => {
    const response = {
      content: { "application/json": { schema: { type: "object" }, example: { code: 404 } } },
    };
    expect(responseExample(doc, response)).toEqual({ code: 404 });
  });

  it("builds from the schema otherwise, and is null without JSON content", () => {
    const response = {
      content: { "application/json": { schema: { $ref: "#/components/schemas/Money" } } },
    };
    expect(responseExample(doc, response)).toBe(1250);
    expect(responseExample(doc, { description: "No body" })).toBeNull();
  });
});
