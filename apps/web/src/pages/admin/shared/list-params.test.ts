import { describe, expect, it } from "vitest";
import { offsetOf, pageCount, pageFrom, stateFrom, withParams } from "./list-params";

const params = (query: string) => new URLSearchParams(query);

describe("the console's list parameters", () => {
  it.each([
    ["", 1],
    ["page=3", 3],
    ["page=0", 1],
    ["page=-2", 1],
    ["page=2.5", 1],
    ["page=abc", 1],
    ["page=1e9", 1],
  ])("?%s is page %i", (query, page) => {
    expect(pageFrom(params(query))).toBe(page);
  });

  it("turns pages into offsets of 10 and totals into pages", () => {
    expect(offsetOf(1)).toBe(0);
    expect(offsetOf(3)).toBe(20);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
  });

  it("takes a state only from the allowed ones", () => {
    const allowed = ["PENDING", "PAYED", "REFUSED"] as const;
    expect(stateFrom(params("state=REFUSED"), allowed, "PENDING")).toBe("REFUSED");
    expect(stateFrom(params("state=refused"), allowed, "PENDING")).toBe("PENDING");
    expect(stateFrom(params(""), allowed, "PENDING")).toBe("PENDING");
  });

  it("goes back to page 1 when a filter changes, and keeps the URL clean", () => {
    expect(withParams(params("page=4&state=PAYED"), { state: "REFUSED" }).toString()).toBe(
      "state=REFUSED",
    );
    expect(withParams(params("state=PAYED"), { page: 2 }).toString()).toBe("state=PAYED&page=2");
    expect(withParams(params("page=2&q=maria"), { page: 1 }).toString()).toBe("q=maria");
    expect(withParams(params("q=maria"), { q: "" }).toString()).toBe("");
  });
});
