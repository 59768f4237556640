import { describe, expect, it } from "vitest";
import { readCookie } from "./cookies";

describe("readCookie", () => {
  it("reads one cookie among others, decoded, from a header or document.cookie", () => {
    const header = "cw_lang=bg; jwt=a.b%3Dc; cw_theme=dark";
    expect(readCookie(header, "cw_lang")).toBe("bg");
    expect(readCookie(header, "jwt")).toBe("a.b=c");
    expect(readCookie("jwt=x=y", "jwt")).toBe("x=y");
    expect(readCookie("cw_theme=dark", "cw_theme")).toBe("dark");
  });

  it("answers null for a missing, empty or undecodable cookie, never a crash", () => {
    expect(readCookie("", "jwt")).toBeNull();
    expect(readCookie("cw_lang=bg", "jwt")).toBeNull();
    expect(readCookie("jwt=; cw_lang=bg", "jwt")).toBeNull();
    expect(readCookie("jwt=%E0%A4%A", "jwt")).toBeNull();
    expect(readCookie("xjwt=1", "jwt")).toBeNull();
  });

  it("takes the first of a name sent twice, as browsers send the most specific path first", () => {
    expect(readCookie("cw_lang=de; cw_lang=fr", "cw_lang")).toBe("de");
  });
});
