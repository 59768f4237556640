// Runs before the app (a deferred classic script: the Content-Security-Policy allows only our own
// files, no inline script). Until the app has taken over the page (html[data-hydrated], set by
// RootRoute), a form the browser submitted by itself would be a GET that puts its fields in the
// address (a password among them) and leaves the page: keep the visitor and what they typed here.
document.addEventListener(
  "submit",
  (event) => {
    if (!document.documentElement.hasAttribute("data-hydrated")) event.preventDefault();
  },
  true,
);
