"use client";
import {
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
} from "react";

export interface DeferredMenuProps {
  /**
   * The trigger as it is drawn before the menu's code is there: pressing it asks for the menu;
   * hovering or focusing it starts loading the code.
   */
  trigger: (handlers: {
    onClick: (event: MouseEvent) => void;
    onPointerEnter: () => void;
    onFocus: () => void;
  }) => ReactElement;
  /** Starts loading the menu's module (the same import the lazy menu uses). */
  load: () => Promise<unknown>;
  /** The menu itself (a lazy component), opened from the start. */
  children: ReactNode;
}

/**
 * A menu whose code (a dropdown menu with its portal, positioning and focus handling, about 30 kB)
 * loads when its trigger is first pressed: a reader who never opens it never downloads it. Until
 * then the trigger is drawn alone, the same; once pressed, the real menu replaces it and opens.
 * Opened from the keyboard, the focus goes to its first item, as the menu-button pattern has it
 * (the menu, mounted after the key was pressed, cannot know how it was opened).
 */
export function DeferredMenu({ trigger, load, children }: DeferredMenuProps) {
  const [wanted, setWanted] = useState<"keyboard" | "pointer" | null>(null);
  const warm = () => void load().catch(() => undefined);
  const placeholder = trigger({
    // A click from Enter or Space (or a screen reader) has no pointer: detail 0.
    onClick: (event) => setWanted(event.detail === 0 ? "keyboard" : "pointer"),
    onPointerEnter: warm,
    onFocus: warm,
  });
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      {children}
      {wanted === "keyboard" ? <FocusFirstItem /> : null}
    </Suspense>
  );
}

/** Moves the focus to the open menu's first item once, after the menu has taken it. */
function FocusFirstItem() {
  useEffect(() => {
    const frame = requestAnimationFrame(() =>
      document
        .querySelector<HTMLElement>(
          '[role="menu"][data-state="open"] [role="menuitem"]:not([data-disabled])',
        )
        ?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, []);
  return null;
}
