// A certificate link is opened in a browser tab: a refusal there is a short page in the donor's
// language with the right status, not the API's raw JSON (issue 10). The API client, which asks
// for JSON, still gets the contract's JSON errors.
import { type Locale, resolveLocale } from "@causeway/i18n";
import type { MiddlewareHandler } from "hono";
import { html } from "hono/html";
import type { Env } from "../context";
import { serverTranslator } from "../services/translator";

/** The refusal's sentence: the error's own key when it names one (not ready), else by status. */
async function reasonKey(res: Response): Promise<string> {
  try {
    const body = (await res.clone().json()) as { message?: unknown };
    if (body.message === "donation.certificate.not_ready") return body.message;
  } catch {
    // not JSON: said by status
  }
  return res.status === 403 ? "donation.certificate.refused" : "donation.certificate.not_found";
}

/** The page: a heading, the reason and a way back to the site, in `lang` (text escaped). */
export async function certificateRefusalHtml(lang: Locale, reason: string): Promise<string> {
  const { t } = serverTranslator(lang);
  const page = await html`<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t("donation.certificate.page_title")}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;color:#1c2133;background:#fff;margin:0;padding:3rem 1.25rem}main{max-width:32rem;margin:0 auto}h1{font-size:1.5rem;margin:0 0 .75rem}a{color:#0b6b5e}</style>
</head>
<body>
<main>
<h1>${t("donation.certificate.page_title")}</h1>
<p>${t(reason)}</p>
<p><a href="/">${t("donation.certificate.home")}</a></p>
</main>
</body>
</html>
`;
  return page.toString();
}

/**
 * Middleware for the certificate's PDF path: a 403 or 404 answered to a browser opening the
 * link (it accepts text/html) becomes the page above, with the same status.
 */
export const certificateRefusalPage: MiddlewareHandler<Env> = async (c, next) => {
  await next();
  const { status } = c.res;
  if (status !== 403 && status !== 404) return;
  if (!(c.req.header("accept") ?? "").includes("text/html")) return;
  const lang = resolveLocale(c.req.query("lang") ?? c.req.header("accept-language"));
  const reason = await reasonKey(c.res);
  c.res = new Response(await certificateRefusalHtml(lang, reason), {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy":
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "no-referrer",
    },
  });
};
