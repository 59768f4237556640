// A form sent before the app has taken over would be the browser's own GET: its fields (a password
// among them) in the address, and the page left. The first such send is held instead, and made
// once the app runs (after the fields typed meanwhile are given back), with the same button, so
// the app's own handler sends it: exactly once, whatever was pressed in between.

/** Holds a form sent under `root` before `whenLive`, and sends it again once, then. */
export function holdEarlySubmit(
  root: Document,
  whenLive: (callback: () => void) => void,
  isLive: () => boolean,
): void {
  let held: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
  const hold = (event: Event) => {
    if (isLive()) return;
    event.preventDefault();
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || held) return;
    held = { form, submitter: (event as SubmitEvent).submitter };
  };
  root.addEventListener("submit", hold, true);
  whenLive(() => {
    root.removeEventListener("submit", hold, true);
    const form = held;
    held = null;
    if (!form?.form.isConnected) return;
    // A task later: the given-back fields have reached the app's state by then.
    setTimeout(() => {
      const submitter = form.submitter?.isConnected ? form.submitter : null;
      form.form.requestSubmit(submitter as HTMLButtonElement | HTMLInputElement | null);
    }, 0);
  });
}
