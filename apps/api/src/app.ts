import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { requestId } from "hono/request-id";
import { compressResponses } from "./compression";
import type { Deps, Env } from "./context";
import { idempotentWrites } from "./http/idempotent-writes";
import { pathEdge, queryEdge } from "./input-edge";
import { HttpError } from "./lib/errors";
import { adminRoutes } from "./routes/admin";
import { adminDonationRoutes } from "./routes/admin-donations";
import { passwordRoutes } from "./routes/auth/passwords";
import { authSessionRoutes } from "./routes/auth/session";
import { signupCompletionRoutes } from "./routes/auth/signup";
import { bankAccountRoutes } from "./routes/bank-accounts";
import { bankStatementRoutes } from "./routes/bank-statements";
import { campaignActionRoutes } from "./routes/campaigns/actions";
import { campaignDashboardRoutes } from "./routes/campaigns/dashboard";
import { campaignEditingRoutes } from "./routes/campaigns/editing";
import { campaignListRoutes } from "./routes/campaigns/lists";
import { clientErrorRoutes } from "./routes/client-errors";
import { contactRoutes } from "./routes/contact";
import { donationCheckoutRoutes } from "./routes/donations/checkout";
import { donationReadRoutes } from "./routes/donations/reads";
import { healthRoutes } from "./routes/health";
import { mediaRoutes } from "./routes/media";
import { miscRoutes } from "./routes/misc";
import { paymentWebhookRoutes } from "./routes/payment-webhooks";
import { paypalRoutes } from "./routes/paypal";
import { postReactionRoutes } from "./routes/posts/reactions";
import { postReadRoutes } from "./routes/posts/reads";
import { postWriteRoutes } from "./routes/posts/writes";
import { sandboxPayRoutes } from "./routes/sandbox-pay";
import { messageRoutes } from "./routes/social/messages";
import { notificationRoutes } from "./routes/social/notifications";
import { searchRoutes } from "./routes/social/search";
import { userAccountRoutes } from "./routes/users/account";
import { userDonationRoutes } from "./routes/users/donations";
import { userProfileRoutes } from "./routes/users/profile";
import { userSubscriptionRoutes } from "./routes/users/subscriptions";
import { campaignBalanceRoutes } from "./routes/withdrawals/balances";
import { withdrawalLookupRoutes } from "./routes/withdrawals/lookups";
import { withdrawalNoteRoutes } from "./routes/withdrawals/notes";
import { withdrawalRequestRoutes } from "./routes/withdrawals/requests";
import { signedInUser } from "./services/signed-in-user";

const JSON_LIMIT = 1024 * 1024;

/**
 * A header on the answer already made. Hono's `c.header` after the answer remakes it around its
 * body, which turns @hono/node-server's lightweight answer into a full Response streamed out;
 * our answers' headers can be set as they are (an answer whose headers cannot is remade).
 */
function setAnswerHeader(c: Context<Env>, name: string, value: string) {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}

export function createApp(deps: Deps) {
  const app = new Hono<Env>();

  // The caller's X-Request-Id when it is one (at most 255 letters, digits, "-", "_" or "="), else a
  // new UUID (hono's requestId); named on the answer and on the request's log line.
  app.use("*", requestId());
  app.use("*", async (c, next) => {
    const started = performance.now();
    c.set("auth", null);
    await next();
    // Hono names the answers made through `c`; a Response made elsewhere (a page of the site, a
    // static file) is named here.
    if (!c.res.headers.has("X-Request-Id")) setAnswerHeader(c, "X-Request-Id", c.get("requestId"));
    if (c.req.path.startsWith("/api/")) {
      deps.log.info("request", {
        requestId: c.get("requestId"),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
    }
  });

  app.use("*", pathEdge);
  // Load balancers' probes, before anything that reads a session or compresses.
  healthRoutes(app, deps);
  app.use("/api/*", compressResponses);

  // Host apps on other origins (the embedded widgets): only the configured origins, answered
  // before anything else reads the request, so a preflight never meets the auth or body checks.
  const origins = new Set(deps.config.corsOrigins);
  if (origins.size) {
    app.use(
      "/api/*",
      cors({
        origin: (origin) => (origins.has(origin) ? origin : null),
        allowHeaders: ["Authorization", "Content-Type", "Idempotency-Key", "X-Request-Id"],
        exposeHeaders: ["Retry-After", "X-Request-Id"],
        credentials: deps.config.corsCredentials,
        maxAge: 600,
      }),
    );
  }

  // JSON bodies are small; uploads get the upload limit (plus multipart overhead). A GET or HEAD
  // has no body: it is not looked at (reading `c.req.raw.body` builds a whole Request).
  const tooLarge = (ctx: Context<Env>) =>
    ctx.json({ code: 413, message: "Request body too large." }, 413);
  const jsonLimit = bodyLimit({ maxSize: JSON_LIMIT, onError: tooLarge });
  const uploadLimit = bodyLimit({
    maxSize: deps.config.maxUploadBytes + 64 * 1024,
    onError: tooLarge,
  });
  app.use("/api/*", async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const multipart = (c.req.header("content-type") ?? "").startsWith("multipart/form-data");
    return (multipart ? uploadLimit : jsonLimit)(c, next);
  });

  app.use("/api/*", queryEdge);

  // Who is calling: a valid bearer token makes a user; anything else is a guest, and routes
  // that need a user answer 401 (the client then renews the token).
  app.use("/api/*", async (c, next) => {
    const header = c.req.header("authorization");
    const token = header?.startsWith("Bearer ") ? header.slice(7).trim() : null;
    c.set("authProblem", "missing");
    if (token) {
      const checked = await deps.tokens.check(token);
      c.set("authProblem", "claims" in checked ? "invalid" : checked.problem);
      const claims = "claims" in checked ? checked.claims : null;
      if (claims) {
        const user = await signedInUser(deps.db, claims.userId);
        if (user && user.token_version === claims.version) {
          c.set("auth", { user, impersonator: claims.impersonator });
        }
      }
    }
    await next();
  });

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      // A provider that failed (502) is the operators' to know of, with what it said.
      if (error.status >= 500) {
        deps.log.error("upstream error", { requestId: c.get("requestId"), error: error.cause });
      }
      for (const [k, v] of Object.entries(error.headers)) c.header(k, v);
      return c.json(error.body, error.status as 400);
    }
    deps.log.error("unhandled error", { requestId: c.get("requestId"), error });
    return c.json({ code: 500, message: "Internal server error." }, 500);
  });

  // Before the handlers: a repeated Idempotency-Key of a form's write gets the first answer.
  idempotentWrites(app, deps);
  authSessionRoutes(app, deps);
  signupCompletionRoutes(app, deps);
  passwordRoutes(app, deps);
  userProfileRoutes(app, deps);
  userAccountRoutes(app, deps);
  userDonationRoutes(app, deps);
  userSubscriptionRoutes(app, deps);
  // No two routes answer one request (a numeric id is `:id{[0-9]+}`; test/route-overlap.test.ts),
  // so the order below is only for reading.
  campaignListRoutes(app, deps);
  campaignActionRoutes(app, deps);
  campaignEditingRoutes(app, deps);
  campaignDashboardRoutes(app, deps);
  // The sandbox card provider's own payment page.
  sandboxPayRoutes(app, deps);
  donationCheckoutRoutes(app, deps);
  paymentWebhookRoutes(app, deps);
  paypalRoutes(app, deps);
  donationReadRoutes(app, deps);
  withdrawalLookupRoutes(app, deps);
  withdrawalRequestRoutes(app, deps);
  withdrawalNoteRoutes(app, deps);
  campaignBalanceRoutes(app, deps);
  bankAccountRoutes(app, deps);
  mediaRoutes(app, deps);
  miscRoutes(app, deps);
  clientErrorRoutes(app, deps);
  contactRoutes(app, deps);
  postReadRoutes(app, deps);
  postWriteRoutes(app, deps);
  postReactionRoutes(app, deps);
  messageRoutes(app, deps);
  notificationRoutes(app, deps);
  searchRoutes(app, deps);
  adminRoutes(app, deps);
  adminDonationRoutes(app, deps);
  bankStatementRoutes(app, deps);

  app.all("/api/*", (c) => c.json({ code: 404, message: "Not found." }, 404));

  // The site (site.ts): its files and pages, for every GET the API's routes leave.
  const site = deps.site;
  if (site) app.get("*", (c) => site.fetch(c.req.raw, c.env));
  app.notFound((c) => c.json({ code: 404, message: "Not found." }, 404));

  return app;
}
