import { useTranslator } from "@causeway/i18n/react";
import { Segment, SegmentedControl } from "@causeway/ui";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { ListPages } from "./ListStates";
import { withParams } from "./list-params";

export interface StateListFrameProps<State extends string> {
  heading: string;
  intro: string;
  /** The filter's states, in its order; `fallback` is the one a URL without ?state= shows. */
  states: readonly State[];
  state: State;
  fallback: State;
  label: (state: State) => string;
  /** The list's total, for its pages (?page=). */
  total: number;
  page: number;
  /** Called as the filter changes (a page clears what its last action said). */
  onStateChange?: () => void;
  /** What the page's last action said, between the filter and the list. */
  status?: ReactNode;
  /** The list, or its loading, failed or empty state. */
  children: ReactNode;
}

/**
 * A console list filtered by state (bank accounts, withdrawals, e-mails): its heading and intro,
 * the state filter and the page numbers, both kept in the URL (list-params.ts).
 */
export function StateListFrame<State extends string>({
  heading,
  intro,
  states,
  state,
  fallback,
  label,
  total,
  page,
  onStateChange,
  status,
  children,
}: StateListFrameProps<State>) {
  const { t } = useTranslator();
  const [params, setParams] = useSearchParams();
  return (
    <div className="cw:flex cw:flex-col cw:gap-6">
      <header className="cw:flex cw:flex-col cw:gap-1">
        <h1 className="cw:text-2xl cw:font-semibold">{heading}</h1>
        <p className="cw:text-fg-muted">{intro}</p>
      </header>
      <SegmentedControl
        aria-label={t("web.admin.filter_state")}
        value={state}
        onChange={(next) => {
          onStateChange?.();
          setParams(withParams(params, { state: next === fallback ? null : String(next) }));
        }}
      >
        {states.map((option) => (
          <Segment key={option} id={option}>
            {label(option)}
          </Segment>
        ))}
      </SegmentedControl>
      {status}
      {children}
      <ListPages
        page={page}
        total={total}
        onChange={(next) => setParams(withParams(params, { page: next }))}
      />
    </div>
  );
}
