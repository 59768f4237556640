import { type IbanEntryAction, type IbanEntryState, ibanEntryReducer } from "@causeway/rules";
import { useCallback, useRef } from "react";

/**
 * A dispatch over the IBAN entry reducer for a value held elsewhere (a form field, a state hook):
 * each action applies to the latest value, so an answer that arrives later (verification) never
 * works on a stale copy.
 */
export function useIbanEntryDispatch(
  value: IbanEntryState,
  onChange: (next: IbanEntryState) => void,
): (action: IbanEntryAction) => void {
  const latest = useRef(value);
  latest.current = value;
  const change = useRef(onChange);
  change.current = onChange;
  return useCallback((action: IbanEntryAction) => {
    const next = ibanEntryReducer(latest.current, action);
    if (next === latest.current) return;
    latest.current = next;
    change.current(next);
  }, []);
}
