import { describe, expect, it } from "vitest";
import { isReasonLimitReached, limitReasons, sortReasons, toggleReason } from "./reasons";

describe("toggleReason", () => {
  it.each([
    { selected: [], id: 1, result: [1] },
    { selected: [1], id: 2, result: [1, 2] },
    { selected: [1, 2], id: 3, result: [1, 2, 3] },
    // A fourth is ignored.
    { selected: [1, 2, 3], id: 4, result: [1, 2, 3] },
    // Choosing a selected one removes it, which makes room again.
    { selected: [1, 2, 3], id: 2, result: [1, 3] },
    { selected: [1], id: 1, result: [] },
  ])("$selected + $id -> $result", ({ selected, id, result }) => {
    expect(toggleReason(selected, id)).toEqual(result);
  });

  it("picking four in a row keeps the first three", () => {
    const picked = [5, 9, 2, 7].reduce<readonly number[]>(toggleReason, []);
    expect(picked).toEqual([5, 9, 2]);
  });
});

describe("limitReasons", () => {
  it.each([
    { ids: [], result: [] },
    { ids: [4], result: [4] },
    { ids: [4, 5, 6, 7, 8], result: [4, 5, 6] },
    { ids: [4, 4, 5, 5, 6], result: [4, 5, 6] },
  ])("$ids -> $result", ({ ids, result }) => {
    expect(limitReasons(ids)).toEqual(result);
  });
});

describe("isReasonLimitReached", () => {
  it.each([
    [[], false],
    [[1, 2], false],
    [[1, 2, 3], true],
  ])("%j -> %s", (selected, reached) => {
    expect(isReasonLimitReached(selected)).toBe(reached);
  });
});

describe("sortReasons", () => {
  const reasons = [
    { id: 1, text: "withdraw.reason.medical_treatment" },
    { id: 2, text: "withdraw.reason.medicines" },
    { id: 3, text: "withdraw.reason.rehabilitation" },
  ];
  it.each([
    {
      locale: "en",
      labels: {
        medical_treatment: "Medical treatment",
        medicines: "Medicines",
        rehabilitation: "Rehabilitation",
      },
      order: [1, 2, 3],
    },
    {
      locale: "bg",
      labels: {
        medical_treatment: "Лечение",
        medicines: "Лекарства",
        rehabilitation: "Рехабилитация",
      },
      order: [2, 1, 3],
    },
    {
      locale: "de",
      labels: {
        medical_treatment: "Ärztliche Behandlung",
        medicines: "Medikamente",
        rehabilitation: "Reha",
      },
      order: [1, 2, 3],
    },
  ])("in $locale the order is $order", ({ locale, labels, order }) => {
    const translate = (key: string) => labels[key.split(".").pop() as keyof typeof labels];
    expect(sortReasons(reasons, translate, locale).map((r) => r.id)).toEqual(order);
  });
});
