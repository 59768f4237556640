import { describe, expect, it } from "vitest";
import { saveDraft } from "./kept-draft";
import {
  readBusinessSignupDraft,
  readPersonalSignupDraft,
  signupDetailsDraftKey,
} from "./signup-draft";
import { memoryStore } from "./test-fixtures";

const SOFIA = { place_id: "ChIJ9Xsxy4KGqkARYF6_aRHrAAQ", formatted_address: "Sofia, Bulgaria" };
const personal = {
  username: "ayse.yilmaz",
  name: "Ayşe Yılmaz",
  gender: "female",
  birthday: { year: 1994, month: 8, day: null },
  location: SOFIA,
  timezone: "Europe/Sofia",
  bio: "Mother of two.",
};
const business = {
  username: "zeytin",
  name: "Zeytin Vakfı",
  logoId: 5530,
  sectors: [2, 4],
  organizationSize: null,
  location: null,
  timezone: "",
  bio: "",
};

const kept = (draft: unknown) => {
  const store = memoryStore();
  saveDraft(store, signupDetailsDraftKey(77), draft);
  return store;
};

describe("the kept sign-up details", () => {
  it("are one per member", () => {
    expect(signupDetailsDraftKey(77)).not.toBe(signupDetailsDraftKey(78));
  });

  it("come back as typed, a part of the form as well as all of it", () => {
    const key = signupDetailsDraftKey(77);
    expect(readPersonalSignupDraft(kept(personal), key)).toEqual(personal);
    expect(readPersonalSignupDraft(kept({ bio: "Hi" }), key)).toEqual({ bio: "Hi" });
    expect(readBusinessSignupDraft(kept(business), key)).toEqual(business);
  });

  it.each([
    ["a field of the wrong kind", { ...personal, gender: "robot" }],
    ["a place without its id", { ...personal, location: { formatted_address: "Sofia" } }],
    ["a birthday part that is not a number", { ...personal, birthday: { year: "x" } }],
    ["a field the form does not have", { ...personal, password: "secret" }],
    ["the business form's draft", business],
    ["not an object", ["bio"]],
  ])("%s is no personal draft", (_case, draft) => {
    expect(readPersonalSignupDraft(kept(draft), signupDetailsDraftKey(77))).toBeNull();
  });

  it.each([
    ["a sector that is no id", { ...business, sectors: [0] }],
    ["the personal form's draft", personal],
  ])("%s is no business draft", (_case, draft) => {
    expect(readBusinessSignupDraft(kept(draft), signupDetailsDraftKey(77))).toBeNull();
  });
});
