// The site's entry (index.html's only script, a module: deferred, and our own file for the CSP).
// It is small, so it runs as soon as the page is parsed: it holds what the visitor does before the
// app has taken over (fields typed, a form sent), and starts the app once the page has painted.
// Its stylesheet is linked from the HTML, so the page paints styled before any of the app loads.
import "../app.css";
import { afterFirstPaint } from "./after-first-paint";
import { showAppFailed } from "./app-failed";
import { isAppLive, onAppLive } from "./app-live";
import { keepEarlyFields } from "./early-fields";
import { holdEarlySubmit } from "./early-submit";
import { warmIntl } from "./warm-intl";

keepEarlyFields(document, onAppLive);
holdEarlySubmit(document, onAppLive, isAppLive);
afterFirstPaint(() => {
  warmIntl(document.documentElement.lang);
  import("../main").catch((error: unknown) => {
    console.warn("the app could not be loaded", error);
    showAppFailed(document);
  });
});
