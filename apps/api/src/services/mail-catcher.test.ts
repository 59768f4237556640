import { createTransport } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../log";
import { MailCatcher } from "./mail-catcher";

let catcher: MailCatcher;

beforeAll(async () => {
  catcher = await new MailCatcher(createLogger("silent")).start(0, 0);
  const transport = createTransport({ url: catcher.smtpUrl });
  await transport.sendMail({
    from: "Causeway <no-reply@causeway.test>",
    to: "mila@example.test",
    subject: "Confirm <script>alert(1)</script>",
    text: 'Confirm <b>"now"</b>: http://localhost:3000/email-verification/abc123?a=1&b=2',
    html: "<p>Confirm <a href='http://localhost:3000/email-verification/abc123'>here</a></p>",
    headers: { "List-Unsubscribe": "<http://localhost:3000/unsubscribe/x>" },
  });
  transport.close();
});
afterAll(async () => {
  await catcher?.stop();
});

const get = async (path: string) => {
  const response = await fetch(new URL(path, catcher.inboxUrl));
  return { status: response.status, text: await response.text(), headers: response.headers };
};

describe("the local mail catcher", () => {
  it("receives over SMTP and lists the message in its inbox, escaped", async () => {
    const [mail] = JSON.parse((await get("/messages.json")).text);
    expect(mail).toMatchObject({
      to: ["mila@example.test"],
      subject: "Confirm <script>alert(1)</script>",
    });
    const inbox = await get("/");
    expect(inbox.text).toContain("Confirm &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(inbox.text).not.toContain("<script>");
    expect(inbox.headers.get("content-security-policy")).toContain("default-src 'none'");
  });

  it("shows a message with its link to press, and its HTML in a sandbox", async () => {
    const [mail] = JSON.parse((await get("/messages.json")).text);
    const page = await get(`/messages/${mail.id}`);
    expect(page.text).toContain(
      '<a href="http://localhost:3000/email-verification/abc123?a=1&b=2">http://localhost:3000/email-verification/abc123?a=1&amp;b=2</a>',
    );
    // The text is escaped: what looks like markup in it shows as text.
    expect(page.text).toContain("Confirm &lt;b&gt;&quot;now&quot;&lt;/b&gt;:");
    expect(page.text).not.toContain("<b>");
    expect(page.text).toContain("&lt;http://localhost:3000/unsubscribe/x&gt;");
    expect(page.text).toMatch(
      /<iframe title="The e-mail as HTML" sandbox src="\/messages\/\d+\/html">/,
    );
    expect((await get(`/messages/${mail.id}/html`)).text).toContain("<p>Confirm");
    expect((await get("/messages/999")).status).toBe(404);
  });
});
