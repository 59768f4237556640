import { LOCALES } from "@causeway/i18n";
import { describe, expect, it } from "vitest";
import { mailLocale, passwordResetMail, thankYouSubject, verificationMail } from "./mail-messages";

describe("the e-mails' words", () => {
  it.each(LOCALES)(
    "%s: a subject on one line and a body holding the name and the link",
    (locale) => {
      const to = { name: "Мария <b>", url: "http://localhost:3000/email-verification/abc" };
      for (const words of [verificationMail(locale, to), passwordResetMail(locale, to)]) {
        expect(words.subject).not.toMatch(/[\r\n{}]/);
        expect(words.body).toContain(to.url);
        expect(words.body).toContain(to.name);
        expect(words.body).not.toMatch(/[{}]/);
      }
      expect(thankYouSubject(locale, "Help Maria")).toContain("Help Maria");
    },
  );

  it("writes in the account's language, English for none or an unknown one", () => {
    const to = { name: "Ana", url: "http://x.test/r" };
    expect(passwordResetMail(mailLocale("bg"), to).subject).toBe("Задайте нова парола");
    expect(verificationMail(mailLocale("de"), to).subject).toBe(
      "Bestätigen Sie Ihre E-Mail-Adresse",
    );
    expect(mailLocale(null)).toBe("en");
    expect(mailLocale("xx")).toBe("en");
  });
});
