// The site's response headers, through hono's secure-headers: its own scripts only (Vite writes no
// inline script, and a page kept for guests has none), styles from its own sheets plus the inline
// style attributes the widgets set, images from anywhere over https (covers, avatars and video
// thumbnails may live on a CDN), the API and socket.io on this origin. A member's streamed page
// also allows React's inline scripts that put a late part in place, by the response's nonce.
import type { MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

/** The video players the site embeds (ui VideoEmbed: YouTube without cookies, Twitch). */
export const VIDEO_FRAMES = [
  "https://www.youtube-nocookie.com",
  "https://www.youtube.com",
  "https://player.twitch.tv",
  "https://clips.twitch.tv",
];

/**
 * Stripe.js and its Payment Element, as Stripe documents its CSP (https://docs.stripe.com/security/guide#content-security-policy):
 * its script, its frames (the card fields, 3-D Secure) and its API. Allowed on every page, since
 * the widget may take a card wherever it is shown when the server has Stripe's keys (issue 29).
 */
export const STRIPE_SCRIPTS = ["https://js.stripe.com", "https://*.js.stripe.com"];
export const STRIPE_FRAMES = [...STRIPE_SCRIPTS, "https://hooks.stripe.com"];
export const STRIPE_API = ["https://api.stripe.com"];

const common: SecureHeadersOptions = {
  referrerPolicy: "strict-origin-when-cross-origin",
  // Payment providers may open a pop-up that reports back to this window.
  crossOriginOpenerPolicy: "same-origin-allow-popups",
  // The site is on one origin; its files are never another site's subresource.
  crossOriginResourcePolicy: "same-origin",
  permissionsPolicy: {
    camera: [],
    microphone: [],
    geolocation: ["self"],
    payment: ["self"],
  },
};

const appPolicy = (script: (string | typeof NONCE)[]) => ({
  defaultSrc: ["'self'"],
  scriptSrc: [...script, ...STRIPE_SCRIPTS],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:", "https:"],
  mediaSrc: ["'self'", "blob:", "https:"],
  fontSrc: ["'self'", "data:"],
  connectSrc: ["'self'", "ws:", "wss:", ...STRIPE_API],
  frameSrc: [...VIDEO_FRAMES, ...STRIPE_FRAMES],
  workerSrc: ["'self'", "blob:"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
});

/** The site's files and the pages kept for guests: no inline script at all. */
export const siteHeaders: MiddlewareHandler = secureHeaders({
  ...common,
  contentSecurityPolicy: appPolicy(["'self'"]),
});

/** A member's streamed page: React's inline scripts by this response's nonce. */
export const streamedPageHeaders: MiddlewareHandler = secureHeaders({
  ...common,
  contentSecurityPolicy: appPolicy(["'self'", NONCE]),
});

/** The nonce `streamedPageHeaders` set for this response. */
export const NONCE_KEY = "secureHeadersNonce";

/**
 * Storybook's built pages carry inline bootstrap scripts and its docs compile MDX at run time, so
 * its own folder gets a looser script policy; it stays on this origin and frames only itself.
 */
export const storybookHeaders: MiddlewareHandler = secureHeaders({
  ...common,
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", "'unsafe-inline'", "'unsafe-eval'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:", "https:"],
    mediaSrc: ["'self'", "blob:", "https:"],
    fontSrc: ["'self'", "data:"],
    connectSrc: ["'self'"],
    frameSrc: ["'self'", ...VIDEO_FRAMES],
    workerSrc: ["'self'", "blob:"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  },
});
