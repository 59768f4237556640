import { describe, expect, it, vi } from "vitest";
import { hydrationErrorReporter } from "./report-hydration-error";

describe("hydrationErrorReporter", () => {
  it("writes every mismatch to the console and sends the first to the server", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const sent: unknown[] = [];
    const report = hydrationErrorReporter(
      (body) => sent.push(body),
      () => "/campaign/x?lang=de",
    );
    report(new Error("Hydration failed because the server rendered text didn't match"), {
      componentStack: "\n    at CampaignPage",
    });
    report(new Error("another"), {});
    expect(error).toHaveBeenCalledTimes(2);
    expect(String(error.mock.calls[0]?.[0])).toContain("Hydration mismatch: Hydration failed");
    expect(sent).toEqual([
      {
        kind: "hydration_mismatch",
        message: "Hydration failed because the server rendered text didn't match",
        path: "/campaign/x?lang=de",
        shown_ms: 0,
      },
    ]);
    error.mockRestore();
  });
});
