import { describe, expect, it } from "vitest";
import { changedFields, missionProblems, personalInfoProblems } from "./profile-info";

describe("changedFields", () => {
  const initial = { name: "Мария Петрова", bio: "Майка на две деца." };
  it.each([
    { name: "nothing changed", values: initial, changed: [] },
    { name: "only spaces added", values: { ...initial, name: " Мария Петрова  " }, changed: [] },
    { name: "the name", values: { ...initial, name: "Мария Иванова" }, changed: ["name"] },
    { name: "the bio emptied", values: { ...initial, bio: "" }, changed: ["bio"] },
    {
      name: "both, name first",
      values: { name: "Мария", bio: "Нова биография." },
      changed: ["name", "bio"],
    },
  ])("$name -> $changed", ({ values, changed }) => {
    expect(changedFields(initial, values, ["name", "bio"])).toEqual(changed);
  });

  it("a field left out of the order (locked) is never sent", () => {
    expect(changedFields(initial, { name: "Друго", bio: "Друга." }, ["bio"])).toEqual(["bio"]);
  });

  it("a field the modal opened without counts as empty", () => {
    expect(changedFields({}, { mission: "Зелен град." }, ["mission"])).toEqual(["mission"]);
  });
});

describe("personalInfoProblems", () => {
  const long = (n: number) => "а".repeat(n);
  it.each([
    {
      name: "fine",
      values: { name: "Мария", bio: "" },
      type: "personal",
      locked: false,
      problems: { name: null, bio: null },
    },
    {
      name: "empty name",
      values: { name: "  ", bio: "" },
      type: "personal",
      locked: false,
      problems: { name: "forms.error.name_required", bio: null },
    },
    {
      name: "empty but locked name",
      values: { name: "", bio: "" },
      type: "personal",
      locked: true,
      problems: { name: null, bio: null },
    },
    {
      name: "business bio over 150",
      values: { name: "Фондация", bio: long(151) },
      type: "business",
      locked: false,
      problems: { name: null, bio: "forms.error.too_long" },
    },
    {
      name: "personal bio of 151",
      values: { name: "Мария", bio: long(151) },
      type: "personal",
      locked: false,
      problems: { name: null, bio: null },
    },
    {
      name: "personal bio over 500",
      values: { name: "Мария", bio: long(501) },
      type: "personal",
      locked: false,
      problems: { name: null, bio: "forms.error.too_long" },
    },
    {
      name: "spaces around a full business bio are not sent",
      values: { name: "Фондация", bio: ` ${long(150)}\n` },
      type: "business",
      locked: false,
      problems: { name: null, bio: null },
    },
  ] as const)("$name", ({ values, type, locked, problems }) => {
    expect(personalInfoProblems(values, type, locked)).toEqual(problems);
  });
});

describe("missionProblems", () => {
  it.each([
    { mission: "", problem: null },
    { mission: "а".repeat(1000), problem: null },
    { mission: "а".repeat(1001), problem: "forms.error.too_long" },
    { mission: ` ${"а".repeat(1000)} `, problem: null },
    { mission: "🌍".repeat(1000), problem: null },
  ])("$mission.length code units -> $problem", ({ mission, problem }) => {
    expect(missionProblems({ mission })).toEqual({ mission: problem });
  });
});
