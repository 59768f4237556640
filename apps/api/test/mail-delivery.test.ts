/**
 * Issue 28: the outbox delivered over SMTP, tried against a real SMTP server run here (smtp-server,
 * the server library of nodemailer's authors) that parses what it receives with mailparser. The
 * worker (services/mail-delivery.ts) sends through nodemailer as the running instance does.
 */
import { generateKeyPairSync } from "node:crypto";
import { createTransport } from "nodemailer";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sendMail } from "../src/services/mail";
import { DEFAULT_DELIVERY, MailDelivery } from "../src/services/mail-delivery";
import { startOutboundMail } from "../src/services/outbound-mail";
import { epcQrPng } from "../src/services/transfer-mail";
import { startTestServer, type TestServer } from "./helpers";
import { startSmtpServer as smtpServer } from "./smtp-server";

let t: TestServer;
const workers: MailDelivery[] = [];

function worker(url: string, options: Partial<typeof DEFAULT_DELIVERY> = {}) {
  const delivery = new MailDelivery(
    t.deps.db,
    // No pool: each send opens its own connection, so a server that went away is noticed at once.
    createTransport({ url, connectionTimeout: 2000, greetingTimeout: 2000 }),
    {
      ...DEFAULT_DELIVERY,
      from: "Causeway <no-reply@causeway.test>",
      pollMs: 100,
      retryBaseMs: 200,
      maxRetryMs: 400,
      ...options,
    },
    t.deps.log,
  );
  workers.push(delivery);
  return delivery;
}

/** Waits (up to 30 s, the bound) until `check` gives something. */
async function eventually<T>(check: () => T | undefined | Promise<T | undefined>): Promise<T> {
  const until = Date.now() + 30_000;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error("not within 30 s");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const outbox = (to: string) =>
  t.deps.db.selectFrom("email_outbox").selectAll().where("to_address", "=", to).execute();

beforeAll(async () => {
  t = await startTestServer();
}, 60_000);
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});
afterAll(async () => {
  await t?.destroy();
});

describe("delivery over SMTP", () => {
  it("delivers the sign-up's verification e-mail, whose link verifies the account", async () => {
    const smtp = await smtpServer();
    worker(smtp.url).start();
    const signup = await t.call("POST", "/api/v2/signup/email", {
      body: {
        profile_type: "personal",
        email: "lena.berg@example.test",
        username: "lena.berg",
        password: "correct-horse-battery",
      },
    });
    expect(signup.status).toBe(200);
    const { mail } = await eventually(() =>
      smtp.received.find((r) => r.envelopeTo.includes("lena.berg@example.test")),
    );
    expect(mail.from?.text).toBe('"Causeway" <no-reply@causeway.test>');
    expect(mail.subject).toBe("Confirm your e-mail address");
    const link = mail.text?.match(/https?:\/\/\S+\/email-verification\/(\S+)/);
    expect(link, mail.text).not.toBeNull();
    // The HTML part too (multipart/alternative): the same link as its button.
    expect(mail.html).toContain(`href="${link?.[0]}"`);
    expect(mail.html).toContain(">Confirm my e-mail address<");
    const verified = await t.call("GET", `/api/v2/email-verification/${link?.[1]}`);
    expect(verified.body.response).toMatchObject({ success: true, already_verified: false });
    const user = await t.deps.db
      .selectFrom("users")
      .select("email_verified")
      .where("email", "=", "lena.berg@example.test")
      .executeTakeFirstOrThrow();
    expect(user.email_verified).toBe(true);
    // The worker marks the message sent once the SMTP server has answered, which can be just after
    // the server has handed the message on (a loaded machine read it still pending).
    const row = await eventually(async () => {
      const [stored] = await outbox("lena.berg@example.test");
      return stored?.status === "sent" || stored?.status === "failed" ? stored : undefined;
    });
    expect(row).toMatchObject({ status: "sent", attempts: 1, last_error: null });
    expect(row?.message_id).toBe(mail.messageId);
    await smtp.close();
  });

  it("sends a message's files inline by their Content-ID (a transfer's QR code)", async () => {
    const smtp = await smtpServer();
    worker(smtp.url).start();
    const png = epcQrPng(
      "BCD\n002\n1\nSCT\n\nCauseway Foundation\nBG80BNBG96611020345678\nEUR30.00",
    );
    await sendMail(t.deps.db, t.deps.log, {
      to: "iva.petrova@example.test",
      template: "bank_transfer_instructions",
      subject: "How to give by bank transfer",
      body: "The details",
      html: '<p>The details</p><img src="cid:epc-qr@causeway" alt="QR code">',
      attachments: [
        {
          filename: "transfer-qr.png",
          content_type: "image/png",
          cid: "epc-qr@causeway",
          content: png.toString("base64"),
        },
      ],
    });
    const { mail } = await eventually(() => smtp.to("iva.petrova@example.test")[0]);
    expect(mail.attachments).toHaveLength(1);
    const [file] = mail.attachments;
    expect(file).toMatchObject({
      cid: "epc-qr@causeway",
      contentType: "image/png",
      filename: "transfer-qr.png",
      contentDisposition: "inline",
    });
    expect(Buffer.compare(file?.content ?? Buffer.alloc(0), png)).toBe(0);
    // A mail client draws it where the HTML part names it (mailparser inlines it as data:).
    expect(mail.html).toContain(`src="data:image/png;base64,${png.toString("base64")}"`);
    await smtp.close();
  });

  it("writes to a member in the language they signed up in", async () => {
    const smtp = await smtpServer();
    worker(smtp.url).start();
    await t.call("POST", "/api/v2/signup/email?translation_language=bg", {
      body: {
        profile_type: "personal",
        email: "iva.petrova@example.test",
        username: "iva.petrova",
        password: "correct-horse-battery",
      },
    });
    const { mail } = await eventually(() => smtp.to("iva.petrova@example.test")[0]);
    expect(mail.subject).toBe("Потвърдете имейл адреса си");
    expect(mail.text).toMatch(/^Здравейте, iva\.petrova,/);
    expect(mail.text).toMatch(/\/email-verification\/\w+/);
    await smtp.close();
  });

  it("delivers a password reset whose link sets a new password that logs in", async () => {
    const smtp = await smtpServer();
    const { username, email } = await t.signup("ola.nordmann");
    worker(smtp.url).start();
    await t.call("POST", "/api/v2/forgotten-password", { body: { email } });
    const { mail } = await eventually(() =>
      smtp.received.find(
        (r) => r.envelopeTo.includes(email) && /password/i.test(r.mail.subject ?? ""),
      ),
    );
    const hash = mail.text?.match(/\/forgotten-password\/(\S+)/)?.[1];
    expect(hash, mail.text).toBeTruthy();
    const reset = await t.call("PUT", `/api/v2/forgotten-password/${hash}`, {
      body: { password: "a-brand-new-secret-9", repeat_password: "a-brand-new-secret-9" },
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    const login = await t.call("POST", "/api/v2/auth", {
      body: { username, password: "a-brand-new-secret-9" },
    });
    expect(login.status).toBe(200);
    expect(login.body.response.token).toEqual(expect.any(String));
    await smtp.close();
  });

  it("keeps messages while the server is down and sends them once it is back", async () => {
    const probe = await smtpServer();
    const port = probe.port;
    await probe.close(); // the port is free: nothing listens there now
    const delivery = worker(`smtp://127.0.0.1:${port}`).start();
    await sendMail(t.deps.db, t.deps.log, {
      to: "waiting@example.test",
      template: "test",
      subject: "Sent once the server is back",
      body: "Hello",
    });
    const failed = await eventually(async () => {
      const [row] = await outbox("waiting@example.test");
      return row && row.attempts >= 2 ? row : undefined;
    });
    expect(failed).toMatchObject({ status: "pending" });
    expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);

    const smtp = await smtpServer(port);
    const { mail } = await eventually(() =>
      smtp.received.find((r) => r.envelopeTo.includes("waiting@example.test")),
    );
    expect(mail.subject).toBe("Sent once the server is back");
    await eventually(async () => {
      const [row] = await outbox("waiting@example.test");
      return row?.status === "sent" ? row : undefined;
    });
    await delivery.drain();
    expect(smtp.received.filter((r) => r.envelopeTo.includes("waiting@example.test"))).toHaveLength(
      1,
    );
    await smtp.close();
  });

  it("records a permanent refusal (5xx) with its reason and does not try again", async () => {
    const smtp = await smtpServer(0, {
      onRcptTo(address, _session, done) {
        if (address.address === "nobody@example.test") {
          const error = new Error("5.1.1 No such mailbox") as Error & { responseCode: number };
          error.responseCode = 550;
          return done(error);
        }
        done();
      },
    });
    worker(smtp.url).start();
    await sendMail(t.deps.db, t.deps.log, {
      to: "nobody@example.test",
      template: "test",
      subject: "Never arrives",
      body: "Hello",
    });
    const row = await eventually(async () => {
      const [found] = await outbox("nobody@example.test");
      return found?.status === "failed" ? found : undefined;
    });
    expect(row.attempts).toBe(1);
    expect(row.last_error).toMatch(/550.*No such mailbox/);
    expect(row.failed_at).not.toBeNull();
    await smtp.close();
  });

  it("lists a refused message to staff, who send it again once the mailbox exists", async () => {
    let mailboxExists = false;
    const smtp = await smtpServer(0, {
      onRcptTo(address, _session, done) {
        if (address.address === "later@example.test" && !mailboxExists) {
          const error = new Error("5.1.1 No such mailbox") as Error & { responseCode: number };
          error.responseCode = 550;
          return done(error);
        }
        done();
      },
    });
    worker(smtp.url).start();
    const admin = await t.signup("mail.admin", { roles: ["ROLE_USER", "ROLE_ADMIN"] });
    const member = await t.signup("mail.member");
    await sendMail(t.deps.db, t.deps.log, {
      to: "later@example.test",
      template: "verification",
      subject: "Verify your e-mail address",
      body: "Hello",
    });
    const failed = await eventually(async () => {
      const [found] = await outbox("later@example.test");
      return found?.status === "failed" ? found : undefined;
    });

    const list = await t.call("GET", "/api/v2/admin/emails", { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.body.response.emails).toContainEqual(
      expect.objectContaining({
        id: failed.id,
        to: "later@example.test",
        subject: "Verify your e-mail address",
        template: "verification",
        state: "FAILED",
        attempts: 1,
        error: expect.stringMatching(/550.*No such mailbox/),
        date_sent: null,
      }),
    );
    expect(list.body.response.emails[0]).not.toHaveProperty("body");
    const resend = (token: string, id = failed.id) =>
      t.call("POST", `/api/v2/admin/emails/${id}/resend`, { token });
    expect((await t.call("GET", "/api/v2/admin/emails", { token: member.token })).status).toBe(403);
    expect((await resend(member.token)).status).toBe(403);
    expect((await resend(admin.token, 987654)).status).toBe(404);

    mailboxExists = true;
    const again = await resend(admin.token);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.response).toMatchObject({ id: failed.id, state: "PENDING", attempts: 0 });
    const twice = await resend(admin.token);
    expect(twice.status).toBe(400);
    expect(twice.body.message).toEqual({ message: "error.email.not_failed" });
    await eventually(async () => {
      const [found] = await outbox("later@example.test");
      return found?.status === "sent" ? found : undefined;
    });
    expect(smtp.to("later@example.test")).toHaveLength(1);
    const sent = await t.call("GET", "/api/v2/admin/emails?state=SENT", { token: admin.token });
    expect(sent.body.response.emails.map((e: { id: number }) => e.id)).toContain(failed.id);
    await smtp.close();
  });

  it("sends each message once with two workers on the same outbox", async () => {
    const smtp = await smtpServer();
    const addresses = Array.from({ length: 12 }, (_, i) => `twice-${i}@example.test`);
    for (const to of addresses) {
      await sendMail(t.deps.db, t.deps.log, { to, template: "test", subject: to, body: "Hello" });
    }
    const a = worker(smtp.url, { batch: 3 });
    const b = worker(smtp.url, { batch: 3 });
    await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
    const counts = addresses.map(
      (to) => smtp.received.filter((r) => r.envelopeTo.includes(to)).length,
    );
    expect(counts).toEqual(addresses.map(() => 1));
    await smtp.close();
  });

  it("signs with DKIM when DKIM_* are set, through the instance's own start-up", async () => {
    const smtp = await smtpServer();
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const outbound = await startOutboundMail(
      {
        smtpUrl: smtp.url,
        catcher: null,
        from: "Causeway <no-reply@causeway.test>",
        pollMs: 100,
        retryBaseMs: 200,
        maxAttempts: 3,
        dkim: {
          domainName: "causeway.test",
          keySelector: "mail2026",
          privateKey: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
        },
      },
      t.deps.db,
      t.deps.log,
    );
    try {
      await sendMail(t.deps.db, t.deps.log, {
        to: "signed@example.test",
        template: "test",
        subject: "Signed",
        body: "Hello",
      });
      const { mail } = await eventually(() => smtp.to("signed@example.test")[0]);
      const signature = mail.headerLines.find((h) => h.key === "dkim-signature")?.line ?? "";
      expect(signature).toMatch(/d=causeway\.test/);
      expect(signature).toMatch(/s=mail2026/);
    } finally {
      await outbound.stop();
      await smtp.close();
    }
  });

  it("keeps a subject and a reply-to with line breaks on one line (no header injection)", async () => {
    const smtp = await smtpServer();
    worker(smtp.url).start();
    await sendMail(t.deps.db, t.deps.log, {
      to: "staff@example.test",
      template: "contact",
      subject: "[Contact] Help\r\nBcc: everyone@example.test",
      body: "A message",
      replyTo: "ana@example.test\r\nBcc: all@example.test",
      headers: { "List-Unsubscribe": "<https://x.test/u>\r\nX-Evil: 1" },
    });
    const { mail, envelopeTo } = await eventually(() =>
      smtp.received.find((r) => r.envelopeTo.includes("staff@example.test")),
    );
    expect(envelopeTo).toEqual(["staff@example.test"]);
    expect(mail.subject).toBe("[Contact] Help Bcc: everyone@example.test");
    expect(mail.bcc).toBeUndefined();
    expect(mail.headers.has("x-evil")).toBe(false);
    await smtp.close();
  });
});
