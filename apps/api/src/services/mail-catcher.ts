// The local mail catcher of `npm start` (issue 28): with no SMTP_URL, the outbox is delivered over
// real SMTP to this server on 127.0.0.1 (smtp-server, nodemailer's), which keeps what it receives
// (parsed by mailparser) and shows it in a small web inbox, so a new user can sign up, open the
// inbox and press the verification link. Nothing leaves the machine. The inbox also answers
// /messages.json, what the journeys read.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import escapeHtml from "escape-html";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import type { Logger } from "../log";

export interface CaughtMail {
  id: number;
  from: string;
  to: string[];
  subject: string;
  date: string;
  text: string;
  /** The text as HTML, escaped and its addresses made links (mailparser's, by linkify-it). */
  textHtml: string;
  html: string | null;
  headers: Record<string, string>;
  /** The files it carried (their bytes are inlined in `html` where it names their Content-ID). */
  attachments: { filename: string | null; contentType: string; cid: string | null; size: number }[];
}

/** At most this many messages are kept, the newest. */
const KEEP = 500;

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="icon" href="data:,">
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:56rem;padding:1rem;color:#1a1d21;background:#fff}
@media (prefers-color-scheme:dark){body{color:#eef0f2;background:#15181c}a{color:#7cc7ff}}
table{border-collapse:collapse;width:100%}th,td{text-align:start;padding:.5rem;border-bottom:1px solid #8884}
.text{overflow-wrap:anywhere}iframe{width:100%;height:32rem;border:1px solid #8886;background:#fff}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}
</style></head><body><main>${body}</main></body></html>`;

export class MailCatcher {
  private readonly messages: CaughtMail[] = [];
  private nextId = 1;
  private smtp: SMTPServer | null = null;
  private http: Server | null = null;
  smtpPort = 0;
  inboxPort = 0;

  constructor(private readonly log: Logger) {}

  /** Listens for SMTP on 127.0.0.1:smtpPort and serves the inbox on 127.0.0.1:inboxPort. */
  async start(smtpPort: number, inboxPort: number): Promise<this> {
    this.smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      banner: "Causeway local mail catcher",
      logger: false,
      onData: (stream, session, done) => {
        simpleParser(stream)
          .then((mail) => {
            this.keep({
              id: this.nextId++,
              from: mail.from?.text ?? session.envelope.mailFrom?.toString() ?? "",
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: mail.subject ?? "",
              date: (mail.date ?? new Date()).toISOString(),
              text: mail.text ?? "",
              textHtml: mail.textAsHtml ?? "",
              html: typeof mail.html === "string" ? mail.html : null,
              attachments: mail.attachments.map((file) => ({
                filename: file.filename ?? null,
                contentType: file.contentType,
                cid: file.cid ?? null,
                size: file.size,
              })),
              headers: Object.fromEntries(
                [...mail.headerLines].map(({ key, line }) => [
                  key,
                  line.slice(line.indexOf(":") + 1).trim(),
                ]),
              ),
            });
            done();
          })
          .catch((error: Error) => done(error));
      },
    });
    this.smtpPort = await listenOn(this.smtp.server as unknown as Server, smtpPort);
    this.http = createServer((request, response) => this.answer(request.url ?? "/", response));
    this.inboxPort = await listenOn(this.http, inboxPort);
    this.log.info("mail catcher listening", { smtp: this.smtpPort, inbox: this.inboxUrl });
    return this;
  }

  get smtpUrl(): string {
    return `smtp://127.0.0.1:${this.smtpPort}`;
  }

  get inboxUrl(): string {
    return `http://localhost:${this.inboxPort}/`;
  }

  /** What was received, the newest first. */
  list(): readonly CaughtMail[] {
    return this.messages;
  }

  private keep(mail: CaughtMail) {
    this.messages.unshift(mail);
    this.messages.length = Math.min(this.messages.length, KEEP);
    this.log.info("mail caught", { id: mail.id, to: mail.to, subject: mail.subject });
  }

  private answer(url: string, response: import("node:http").ServerResponse) {
    const send = (status: number, type: string, body: string) => {
      response.writeHead(status, {
        "Content-Type": `${type}; charset=utf-8`,
        "Cache-Control": "no-store",
        // The inbox shows other people's HTML: no script runs, the HTML part is in a sandbox.
        "Content-Security-Policy":
          "default-src 'none'; style-src 'unsafe-inline'; img-src * data:; frame-src 'self'",
      });
      response.end(body);
    };
    const path = new URL(url, "http://localhost").pathname;
    if (path === "/messages.json")
      return send(200, "application/json", JSON.stringify(this.messages));
    if (path === "/") {
      const rows = this.messages
        .map(
          (m) =>
            `<tr><td><a href="/messages/${m.id}">${escapeHtml(m.subject || "(no subject)")}</a></td><td>${escapeHtml(m.to.join(", "))}</td><td><time datetime="${m.date}">${escapeHtml(m.date.replace("T", " ").slice(0, 19))}</time></td></tr>`,
        )
        .join("");
      const body = this.messages.length
        ? `<table><thead><tr><th scope="col">Subject</th><th scope="col">To</th><th scope="col">Received (UTC)</th></tr></thead><tbody>${rows}</tbody></table>`
        : "<p>No e-mail yet. What Causeway sends while it runs here arrives in this inbox.</p>";
      return send(
        200,
        "text/html",
        page(
          "Inbox · Causeway's local mail",
          `<h1>Inbox</h1><p>Every e-mail Causeway sent while it runs on this machine (SMTP on 127.0.0.1:${this.smtpPort}); nothing left it.</p>${body}`,
        ),
      );
    }
    const match = path.match(/^\/messages\/(\d+)(\/html)?$/);
    const mail = match ? this.messages.find((m) => m.id === Number(match[1])) : undefined;
    if (!match || !mail)
      return send(
        404,
        "text/html",
        page("Not found", '<h1>No such e-mail</h1><p><a href="/">Back to the inbox</a></p>'),
      );
    if (match[2]) return send(200, "text/html", mail.html ?? "");
    const meta = [
      ["From", mail.from],
      ["To", mail.to.join(", ")],
      ["Date", mail.date],
      ...Object.entries(mail.headers)
        .filter(([key]) => /^(reply-to|list-unsubscribe|list-unsubscribe-post)$/i.test(key))
        .map(([key, value]) => [key.replace(/(^|-)\w/g, (c) => c.toUpperCase()), value]),
    ]
      .map(([k, v]) => `<dt>${escapeHtml(k ?? "")}</dt><dd>${escapeHtml(v ?? "")}</dd>`)
      .join("");
    const html = mail.html
      ? `<h2>As HTML</h2><iframe title="The e-mail as HTML" sandbox src="/messages/${mail.id}/html"></iframe>`
      : "";
    return send(
      200,
      "text/html",
      page(
        `${mail.subject} · Inbox`,
        `<p><a href="/">Back to the inbox</a></p><h1>${escapeHtml(mail.subject || "(no subject)")}</h1><dl>${meta}</dl><h2>Text</h2><div class="text">${mail.textHtml}</div>${html}`,
      ),
    );
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) =>
      this.smtp ? this.smtp.close(() => resolve()) : resolve(),
    );
    await new Promise<void>((resolve) =>
      this.http ? this.http.close(() => resolve()) : resolve(),
    );
  }
}

/** Listens on 127.0.0.1:port, or on a free port when that one is taken; the port it got. */
function listenOn(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE" && port !== 0) {
        server.listen(0, "127.0.0.1");
        return;
      }
      reject(error);
    };
    server.on("error", onError);
    server.once("listening", () => {
      server.off("error", onError);
      resolve((server.address() as AddressInfo).port);
    });
    server.listen(port, "127.0.0.1");
  });
}
