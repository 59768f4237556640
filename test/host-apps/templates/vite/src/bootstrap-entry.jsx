// A host built on Bootstrap 5: its stylesheet, then element rules of its own, then (unless the page
// is opened with ?bare, the host alone) the README's widgets with their stylesheet.
import "bootstrap/dist/css/bootstrap.min.css";
import "./host-elements.css";

if (!new URLSearchParams(window.location.search).has("bare")) import("./main");
