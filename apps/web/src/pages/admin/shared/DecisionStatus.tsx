/**
 * The polite live region a list's decisions are announced in ("… is verified."): always in the
 * page, so a screen reader hears each new message; shown as a line of success text.
 */
export function DecisionStatus({ message }: { message: string | null }) {
  return (
    <p role="status" className="min-h-0 text-sm font-medium text-success empty:hidden">
      {message ?? ""}
    </p>
  );
}
