// An SMTP server of our own for the tests (issue 28): smtp-server, the server library of
// nodemailer's authors, on 127.0.0.1, keeping every message it receives parsed by mailparser.
import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";

export interface Received {
  envelopeTo: string[];
  mail: ParsedMail;
}

export interface TestSmtpServer {
  received: Received[];
  port: number;
  url: string;
  /** The messages whose envelope names `address`. */
  to(address: string): Received[];
  close(): Promise<void>;
}

/** Listens on `port` (0: a free one). */
export async function startSmtpServer(
  port = 0,
  options: Partial<SMTPServerOptions> = {},
): Promise<TestSmtpServer> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, done) {
      simpleParser(stream).then(
        (mail) => {
          received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail });
          done();
        },
        (error: Error) => done(error),
      );
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    received,
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    to: (address) => received.filter((r) => r.envelopeTo.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
