// The e-mails' colours: the site's tokens (packages/ui theme.css, oklch) as the hex values mail
// clients understand. Light is inline on every element; a client that follows a dark system
// (Apple Mail, iOS, Outlook.com, Gmail's apps) gets the dark ones from the <style> block of
// MailLayout through prefers-color-scheme, as the site's own dark theme has them.
export const light = {
  page: "#eff2f5", // neutral-100
  card: "#ffffff", // neutral-0
  text: "#111921", // neutral-900
  muted: "#4d5660", // neutral-600
  border: "#c9ced4", // neutral-300
  primary: "#00655c", // brand-700
  onPrimary: "#ffffff",
} as const;

export const dark = {
  page: "#03060a",
  card: "#070c11", // neutral-950
  text: "#f7f9fa", // neutral-50
  muted: "#c9ced4", // neutral-300
  border: "#38414a", // neutral-700
  primary: "#6dd3c0", // brand-300
  onPrimary: "#070c11",
} as const;

/** The class names the dark rules address (inline styles cannot hold a media query). */
export const mailClass = {
  page: "cw-mail-page",
  card: "cw-mail-card",
  text: "cw-mail-text",
  muted: "cw-mail-muted",
  action: "cw-mail-action",
  link: "cw-mail-link",
  rule: "cw-mail-rule",
  fallback: "cw-mail-fallback",
} as const;

const rules = (prefix: string) => `
${prefix}.${mailClass.page} { background-color: ${dark.page} !important; }
${prefix}.${mailClass.card} { background-color: ${dark.card} !important; border-color: ${dark.border} !important; }
${prefix}.${mailClass.text} { color: ${dark.text} !important; }
${prefix}.${mailClass.muted} { color: ${dark.muted} !important; }
${prefix}.${mailClass.action} { background-color: ${dark.primary} !important; color: ${dark.onPrimary} !important; }
${prefix}.${mailClass.link} { color: ${dark.primary} !important; }
${prefix}.${mailClass.rule} { border-color: ${dark.border} !important; }`;

/** The dark theme: for clients that report a dark system, and Outlook.com's dark mode. */
export const darkStyles = `@media (prefers-color-scheme: dark) {${rules("")}
}
${rules("[data-ogsc] ")}`;
