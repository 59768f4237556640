// The app's code could not be had (the site was updated since this page was sent, or the
// connection dropped): the server's page stays readable, and the notice the page holds for this
// (layout/AppFailedNotice.tsx, drawn in the page's language, with this id) says why nothing on it
// answers, with a button that reloads.
const APP_FAILED_ID = "cw-app-failed";

export function showAppFailed(root: Document): void {
  const notice = root.getElementById(APP_FAILED_ID);
  if (!notice) return;
  notice.removeAttribute("hidden");
  notice.querySelector("button")?.addEventListener("click", () => location.reload());
}
