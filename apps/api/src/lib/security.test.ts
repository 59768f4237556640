import { afterEach, describe, expect, it, vi } from "vitest";
import { Tokens } from "./security";

afterEach(() => {
  vi.useRealTimers();
});

describe("Tokens.check, with verified tokens remembered", () => {
  const tokens = new Tokens("a-test-secret-a-test-secret-a-test", 60);

  it("answers the same claims for a token every time", async () => {
    const token = await tokens.sign({ userId: 7, version: 2, impersonator: 3 });
    const claims = { userId: 7, version: 2, impersonator: 3 };
    expect(await tokens.check(token)).toEqual({ claims });
    expect(await tokens.check(token)).toEqual({ claims });
  });

  it("refuses a remembered token once it has expired, and renews it within the grace", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-01-01T00:00:00Z"));
    const token = await tokens.sign({ userId: 8, version: 0, impersonator: null });
    expect("claims" in (await tokens.check(token))).toBe(true);
    vi.setSystemTime(new Date("2026-01-01T00:01:01Z"));
    expect(await tokens.check(token)).toEqual({ problem: "expired" });
    expect(await tokens.check(token)).toEqual({ problem: "expired" });
    expect(await tokens.verify(token, 3600)).toEqual({ userId: 8, version: 0, impersonator: null });
  });

  it("refuses a token whose signature or payload was changed, whatever was checked before", async () => {
    const token = await tokens.sign({ userId: 9, version: 1, impersonator: null });
    expect("claims" in (await tokens.check(token))).toBe(true);
    const [header, payload, signature] = token.split(".");
    const forgedPayload = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload ?? "", "base64url").toString()),
        sub: "1",
      }),
    ).toString("base64url");
    expect(await tokens.check(`${header}.${forgedPayload}.${signature}`)).toEqual({
      problem: "invalid",
    });
    expect(await tokens.check(`${token.slice(0, -2)}xx`)).toEqual({ problem: "invalid" });
    const other = new Tokens("another-secret-another-secret-xx", 60);
    expect(await other.check(token)).toEqual({ problem: "invalid" });
  });
});
