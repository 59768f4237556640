#!/usr/bin/env node
// Makes a package's compiled Tailwind stylesheet safe to load on somebody else's page:
//   node scripts/isolate-css.mjs dist/styles.css
// - Unlayered: every @layer block is unwrapped, so a host's plain element rule (`button {…}`)
//   cannot beat our utilities inside a widget (layered rules lose to any unlayered rule).
// - The reset (widget-reset.css's `all: revert`, then Tailwind's preflight: the `base` layer)
//   applies only inside `.cw-root`, the class of every widget's outermost element and of every
//   overlay it opens: a host's h1, buttons, lists and links keep their look. Each scoped selector
//   has the specificity of one class, so it beats a host's element rules and loses to our
//   utilities, which come after it.
// - Every other selector names `.cw-root` too: the theme's `:root` becomes the root, a
//   `[data-theme]` on the root or an ancestor still chooses ours, and each utility (already
//   `cw:`-prefixed by Tailwind) gets `:where(.cw-root, .cw-root *)`, which adds no weight. No
//   selector of the file can match an element outside a widget.
// - Our names cannot meet the host's: every custom property the sheet declares is prefixed
//   `--cw-` (Tailwind's `--tw-*` too), and every @keyframes `cw-`.
import { readFileSync, writeFileSync } from "node:fs";
import postcss from "postcss";

export const ROOT = ".cw-root";
// A selector's trailing pseudo-elements (also the old single-colon spelling a minifier writes), with
// the pseudo-classes that may follow one (`::-webkit-scrollbar:hover`).
const PSEUDO_ELEMENT =
  /(?:(?:::[\w-]+(?:\([^)]*\))?|:(?:before|after|first-line|first-letter))(?::[\w-]+(?:\([^)]*\))?)*)+$/;

/** `button` → `.cw-root:where(button), .cw-root :where(button)`; `html`/`:host` → `.cw-root`. */
export function scopeSelector(selector) {
  const trimmed = selector.trim();
  if (trimmed === "html" || trimmed === ":host" || trimmed === ":root") return ROOT;
  // A pseudo-element stays outside :where().
  const pseudo = trimmed.match(PSEUDO_ELEMENT);
  const element = pseudo ? trimmed.slice(0, pseudo.index) : trimmed;
  const after = pseudo ? pseudo[0] : "";
  if (element === "" || element === "*") return `${ROOT}${after}, ${ROOT} :where(*)${after}`;
  return `${ROOT}:where(${element})${after}, ${ROOT} :where(${element})${after}`;
}

const INSIDE = `:where(${ROOT}, ${ROOT} *)`;

/** A rule outside the reset: `.cw\\:flex` → `.cw\\:flex:where(.cw-root, .cw-root *)`. */
export function scopeToWidget(selector) {
  if (selector.startsWith(ROOT)) return selector;
  if (selector === "html" || selector === ":host" || selector === ":root") return ROOT;
  if (/^\[data-theme(=[^\]]+)?\]$/.test(selector))
    return `${ROOT}:where(${selector}, ${selector} *)`;
  const pseudo = selector.match(PSEUDO_ELEMENT);
  const element = pseudo ? selector.slice(0, pseudo.index) : selector;
  return `${element}${INSIDE}${pseudo ? pseudo[0] : ""}`;
}

/** Splits a selector list on its top-level commas (not those inside :where(…) or [..]). */
function splitSelectors(list) {
  const parts = [];
  let depth = 0;
  let current = "";
  for (const char of list) {
    if (char === "(" || char === "[") depth++;
    if (char === ")" || char === "]") depth--;
    if (char === "," && depth === 0) {
      parts.push(current);
      current = "";
    } else current += char;
  }
  if (current.trim()) parts.push(current);
  return parts;
}

export function isolate(css) {
  const root = postcss.parse(css);

  // The reset, scoped to our roots.
  root.walkAtRules("layer", (layer) => {
    if (layer.params.trim() !== "base" || !layer.nodes) return;
    layer.walkRules((rule) => {
      if (rule.parent?.type === "atrule" && /keyframes/.test(rule.parent.name)) return;
      // Plain element names share one :where() (the element reset names forty of them).
      const selectors = splitSelectors(rule.selector).map((s) => s.trim());
      const names = selectors.filter((s) => /^[a-z][a-z0-9]*$/.test(s));
      const others = selectors.filter((s) => !names.includes(s));
      const list = names.join(", ");
      const scoped = [
        ...(names.length ? [`${ROOT}:where(${list})`, `${ROOT} :where(${list})`] : []),
        ...others.flatMap((s) => scopeSelector(s).split(", ")),
      ];
      rule.selector = [...new Set(scoped)].join(", ");
    });
  });
  // Unlayered: blocks unwrapped, order statements dropped.
  root.walkAtRules("layer", (layer) => {
    if (layer.nodes) layer.replaceWith(layer.nodes);
    else layer.remove();
  });

  // Our names: custom properties and keyframes the sheet declares get the cw prefix.
  const declared = new Set();
  root.walkDecls((decl) => {
    if (decl.prop.startsWith("--") && !decl.prop.startsWith("--cw-")) declared.add(decl.prop);
  });
  root.walkAtRules("property", (at) => {
    if (!at.params.startsWith("--cw-")) declared.add(at.params.trim());
  });
  const keyframes = new Set();
  root.walkAtRules(/keyframes$/, (at) => {
    if (!at.params.startsWith("cw-")) keyframes.add(at.params.trim());
  });
  const ours = (name) => declared.has(name) || name.startsWith("--tw-");
  const renameVars = (text) =>
    text.replace(/--[\w-]+/g, (name) => (ours(name) ? `--cw-${name.slice(2)}` : name));
  const renameKeyframes = (text) =>
    text.replace(/[\w-]+/g, (word) => (keyframes.has(word) ? `cw-${word}` : word));
  root.walkDecls((decl) => {
    if (ours(decl.prop)) decl.prop = `--cw-${decl.prop.slice(2)}`;
    decl.value = renameVars(decl.value);
    if (/^(-webkit-)?animation(-name)?$/.test(decl.prop) || decl.prop.startsWith("--")) {
      decl.value = renameKeyframes(decl.value);
    }
  });
  root.walkAtRules((at) => {
    if (at.name === "property" && declared.has(at.params.trim())) {
      at.params = `--cw-${at.params.trim().slice(2)}`;
    } else if (/keyframes$/.test(at.name) && keyframes.has(at.params.trim())) {
      at.params = `cw-${at.params.trim()}`;
    } else if (at.name === "supports" || at.name === "media") {
      at.params = renameVars(at.params);
    }
  });

  // Everything else applies inside a widget only: the theme's `:root` becomes the root itself, a
  // `[data-theme]` the host sets on an ancestor (or on the root) still chooses ours, and every
  // other rule (the cw:-prefixed utilities, the @property fallbacks) gets `:where(.cw-root,
  // .cw-root *)` on its subject, which keeps its specificity.
  root.walkRules((rule) => {
    if (rule.parent?.type === "atrule" && /keyframes$/.test(rule.parent.name)) return;
    const scoped = splitSelectors(rule.selector).map((s) => scopeToWidget(s.trim()));
    rule.selector = [...new Set(scoped)].join(", ");
  });
  return root.toString();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const file of process.argv.slice(2)) {
    writeFileSync(file, isolate(readFileSync(file, "utf8")));
  }
}
