import { LOCALES } from "@causeway/i18n";
import { describe, expect, it } from "vitest";
import {
  mailLocale,
  notificationMail,
  passwordResetMail,
  thankYouMail,
  verificationMail,
} from "./mail-messages";

/** The visible text of an HTML part (tags out, the entities React writes back to characters). */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");

describe("the e-mails' words", () => {
  it.each(LOCALES)(
    "%s: a subject on one line, and a text and an HTML part holding the name and the link",
    async (locale) => {
      const to = { name: "Мария <b>", url: "http://localhost:3000/email-verification/abc" };
      for (const words of [
        await verificationMail(locale, to),
        await passwordResetMail(locale, to),
      ]) {
        expect(words.subject).not.toMatch(/[\r\n{}]/);
        expect(words.body).toContain(to.url);
        expect(words.body).toContain(to.name);
        expect(words.body).not.toMatch(/[{}]/);
        // The HTML part: the recipient's language, the link as a button, the name as text.
        expect(words.html).toMatch(new RegExp(`<html [^>]*lang="${locale}"`));
        expect(words.html).toContain(`href="${to.url}"`);
        expect(words.html).not.toContain("<b>");
        expect(textOf(words.html)).toContain(to.name);
        expect(textOf(words.html)).toContain(words.subject);
      }
      const thanks = await thankYouMail(locale, { campaign: "Help Maria", message: "Thank you!" });
      expect(thanks.subject).toContain("Help Maria");
      expect(thanks.body).toContain("Thank you!");
      expect(textOf(thanks.html)).toContain("Thank you!");
    },
  );

  it("writes in the account's language, English for none or an unknown one", async () => {
    const to = { name: "Ana", url: "http://x.test/r" };
    expect((await passwordResetMail(mailLocale("bg"), to)).subject).toBe("Задайте нова парола");
    expect((await verificationMail(mailLocale("de"), to)).subject).toBe(
      "Bestätigen Sie Ihre E-Mail-Adresse",
    );
    expect(mailLocale(null)).toBe("en");
    expect(mailLocale("xx")).toBe("en");
  });

  it("gives a subscription's e-mail its one-click stop in both parts, an account event none", async () => {
    const stop = "http://x.test/unsubscribe?user_id=7&checksum=ab&template=donations";
    const donation = await notificationMail("en", "A donation came", {
      open: "http://x.test/notifications",
      unsubscribe: stop,
    });
    expect(donation.body).toContain(stop);
    expect(donation.html).toContain(`href="${stop.replace(/&/g, "&amp;")}"`);
    const verified = await notificationMail("en", "Your campaign is verified", {
      open: "http://x.test/notifications",
    });
    expect(verified.html).not.toContain("/unsubscribe");
    expect(verified.html).toContain('href="http://x.test/notifications"');
  });
});
