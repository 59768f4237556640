import { useTranslator } from "@causeway/i18n/react";
import { Alert, Spinner } from "@causeway/ui";
import { type ReactNode, type Ref, useCallback } from "react";

export interface AccountPageProps {
  title: ReactNode;
  intro?: ReactNode;
  /** Links under the card (log in, sign up, forgotten password). */
  footer?: ReactNode;
  /** Wider for the sign-up completion forms. */
  wide?: boolean;
  children: ReactNode;
}

/** The frame of every account page: the page's one h1, an optional intro, a card, links below. */
export function AccountPage({ title, intro, footer, wide = false, children }: AccountPageProps) {
  return (
    <div
      className={`cw:mx-auto cw:flex cw:w-full cw:flex-col cw:gap-6 cw:py-6 ${wide ? "cw:max-w-2xl" : "cw:max-w-md"}`}
    >
      <div className="cw:flex cw:flex-col cw:gap-2">
        <h1 className="cw:text-2xl cw:font-semibold cw:text-fg">{title}</h1>
        {intro ? <p className="cw:text-fg-muted">{intro}</p> : null}
      </div>
      <div className="cw:rounded-lg cw:border cw:border-border cw:bg-surface cw:p-6 cw:shadow-sm">
        {children}
      </div>
      {footer ? <div className="cw:flex cw:flex-col cw:gap-2 cw:text-sm">{footer}</div> : null}
    </div>
  );
}

/** A page-wide wait (logging out, checking a link), announced politely. */
export function AccountPageLoading({ title, label }: { title: ReactNode; label: string }) {
  return (
    <div className="cw:mx-auto cw:flex cw:max-w-md cw:flex-col cw:items-center cw:gap-4 cw:py-16 cw:text-center">
      <h1 className="cw:text-xl cw:font-semibold cw:text-fg">{title}</h1>
      <Spinner size="lg" label={label} />
    </div>
  );
}

/** A message that is a dictionary key when the dictionary has it, else the server's own text. */
export function useMessageText(): (message: string | null | undefined) => string | undefined {
  const { t, has } = useTranslator();
  return useCallback(
    (message) => (message ? (has(message) ? t(message) : message) : undefined),
    [t, has],
  );
}

/**
 * The alert of a refused or failed submit (`message`: a dictionary key or the server's text;
 * nothing when null): announced, and focusable so the page can move to it.
 */
export function FailureAlert({
  message,
  description,
  ref,
}: {
  message: string | null;
  description?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}) {
  const text = useMessageText();
  if (!message) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="cw:rounded-md cw:outline-none cw:focus-visible:ring-2 cw:focus-visible:ring-focus"
    >
      <Alert variant="danger" isLive title={text(message)} description={description} />
    </div>
  );
}

/** Moves the focus to the element with this id once React has drawn it. */
export function focusById(id: string | null | undefined) {
  if (!id) return;
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}
