import { describe, expect, it } from "vitest";
import { campaignDisplayState } from "./campaign-state";

describe("campaignDisplayState", () => {
  it.each([
    { finished: true, successful: true, active: true, state: "FINISHED" },
    { finished: true, successful: false, active: false, state: "FINISHED" },
    { finished: false, successful: true, active: true, state: "SUCCESSFUL" },
    { finished: false, successful: true, active: false, state: "SUCCESSFUL" },
    { finished: false, successful: false, active: true, state: "ACTIVE" },
    { finished: false, successful: false, active: false, state: "INACTIVE" },
  ])(
    "finished $finished, successful $successful, active $active -> $state",
    ({ state, ...flags }) => {
      expect(campaignDisplayState(flags)).toBe(state);
    },
  );
});
