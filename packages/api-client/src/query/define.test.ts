import { describe, expect, it } from "vitest";
import { idempotencyKeyFor, randomKey } from "./define";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("randomKey", () => {
  it("uses randomUUID where it exists", () => {
    expect(randomKey()).toMatch(UUID_V4);
  });

  it("builds a v4 UUID from getRandomValues outside secure contexts", () => {
    const insecure = {
      getRandomValues: (array: Uint8Array<ArrayBuffer>) => globalThis.crypto.getRandomValues(array),
    };
    const keys = new Set(Array.from({ length: 50 }, () => randomKey(insecure)));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });
});

describe("idempotencyKeyFor", () => {
  it("is stable for one variables object and differs between objects", () => {
    const payload = { amount: 1250 };
    expect(idempotencyKeyFor(payload)).toBe(idempotencyKeyFor(payload));
    expect(idempotencyKeyFor({ amount: 1250 })).not.toBe(idempotencyKeyFor(payload));
  });
});
