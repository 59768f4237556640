// What the person who ran `npm start` reads (issue 15, start-up): where the site and the Storybook
// are, how to log in to the demo world, and, when the port is taken, one line saying what to do.
import type { Config } from "./config";
import { DEMO_LOGINS } from "./seed/demo-logins";

export function readyBanner(
  config: Pick<Config, "port" | "staticDir" | "storybookDir" | "seed">,
  password: string,
  /** Where the local mail catcher shows what the site sent (none with SMTP_URL). */
  inbox?: { url: string; smtpPort: number } | null,
): string {
  const site = `http://localhost:${config.port}/`;
  const lines = ["", `Causeway is ready: ${site}`];
  if (config.staticDir && config.storybookDir) lines.push(`Storybook:         ${site}storybook/`);
  lines.push(`API:               ${site}api/v2/…`);
  if (inbox) {
    lines.push(
      `E-mail inbox:      ${inbox.url}  (everything the site sends; SMTP on 127.0.0.1:${inbox.smtpPort}, SMTP_URL sends for real)`,
    );
  }
  if (config.seed) {
    lines.push("", `Demo logins (password ${password}):`);
    const width = Math.max(...DEMO_LOGINS.map(([login]) => login.length));
    for (const [login, what] of DEMO_LOGINS) lines.push(`  ${login.padEnd(width)}  ${what}`);
  }
  lines.push("", "");
  return lines.join("\n");
}

/** The one line for a port another program holds, instead of a stack trace. */
export function portInUseMessage(port: number): string {
  return `✗ Port ${port} is already in use. Stop what runs there, or start on another port: PORT=${port + 1} npm start`;
}
