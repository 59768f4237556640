// A host that uses Tailwind 4 itself (its own preflight, theme and utilities, `bg-primary` in its
// own colour), then (unless the page is opened with ?bare) the README's widgets.
import "./tailwind-host.css";

if (!new URLSearchParams(window.location.search).has("bare")) import("./main");
