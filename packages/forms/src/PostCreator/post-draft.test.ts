import { describe, expect, it } from "vitest";
import { createThrottle, PUBLISH_THROTTLE_MS, pasteIntoTitle, plainTextToHtml } from "./post-draft";

describe("createThrottle", () => {
  it.each([
    { times: [0, 100, 599, 600, 601, 1300], allowed: [true, false, false, true, false, true] },
    { times: [5000, 5599, 5600], allowed: [true, false, true] },
    { times: [0, 0], allowed: [true, false] },
  ])("presses at $times", ({ times, allowed }) => {
    let now = 0;
    const mayRun = createThrottle(PUBLISH_THROTTLE_MS, () => now);
    const results = times.map((time) => {
      now = time;
      return mayRun();
    });
    expect(results).toEqual(allowed);
  });
});

describe("pasteIntoTitle", () => {
  it.each([
    { value: "", start: 0, end: 0, pasted: "Hello\nworld", expected: "Hello world", caret: 11 },
    { value: "Day ", start: 4, end: 4, pasted: "<b>one</b>", expected: "Day one", caret: 7 },
    { value: "A B", start: 1, end: 2, pasted: "\r\n-\r\n", expected: "A - B", caret: 4 },
    { value: "", start: 0, end: 0, pasted: "  <p>Lead</p>", expected: "Lead", caret: 4 },
    {
      value: "x",
      start: 1,
      end: 1,
      pasted: "y".repeat(200),
      expected: `x${"y".repeat(149)}`,
      caret: 150,
    },
  ])("pasting $pasted into '$value'", ({ value, start, end, pasted, expected, caret }) => {
    expect(pasteIntoTitle(value, { start, end }, pasted)).toEqual({ value: expected, caret });
  });
});

describe("plainTextToHtml", () => {
  it.each([
    ["", ""],
    ["   \n  ", ""],
    ["Hello", "<p>Hello</p>"],
    ["One\ntwo", "<p>One<br>two</p>"],
    ["One\n\nTwo\r\n\r\nThree", "<p>One</p><p>Two</p><p>Three</p>"],
    ['5 < 6 & "seven" > 4', "<p>5 &lt; 6 &amp; &quot;seven&quot; &gt; 4</p>"],
    ["<script>x</script>", "<p>&lt;script&gt;x&lt;/script&gt;</p>"],
  ])("%j", (text, html) => {
    expect(plainTextToHtml(text)).toBe(html);
  });
});
