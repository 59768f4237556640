// The browser's first Intl object (a number or date format, of any language) loads the engine's
// locale data: about 16 ms on this machine's Chromium, every later one well under 1 ms (measured:
// NumberFormat, DateTimeFormat, currency or not). The app's first render formats amounts and dates,
// so without this that cost fell inside hydration's longest task. Made here, in a task of its own
// while the app's code is still on the wire, the main thread is idle anyway.

export function warmIntl(language: string): void {
  setTimeout(() => {
    try {
      new Intl.NumberFormat(language || undefined).format(0);
    } catch {
      // A language the browser does not know: the app falls back, and pays the cost then.
    }
  }, 0);
}
