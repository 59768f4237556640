// The host's entry point: the README's main.tsx (providers and widgets), then the host's own
// stylesheet, so the host's element rules come after the widgets' in the cascade, the hard case
// for isolation.
import "./main";
import "./host.css";
