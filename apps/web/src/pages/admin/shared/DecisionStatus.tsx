/**
 * The polite live region a list's decisions are announced in ("… is verified."): always in the
 * page, so a screen reader hears each new message; shown as a line of success text.
 */
export function DecisionStatus({ message }: { message: string | null }) {
  return (
    <p
      role="status"
      className="cw:min-h-0 cw:text-sm cw:font-medium cw:text-success cw:empty:hidden"
    >
      {message ?? ""}
    </p>
  );
}
