"use client";
import { type ReactElement, type ReactNode, Suspense, useState } from "react";

export interface DeferredMenuProps {
  /**
   * The trigger as it is drawn before the menu's code is there: pressing it asks for the menu;
   * hovering or focusing it starts loading the code.
   */
  trigger: (handlers: {
    onPress: () => void;
    onHoverStart: () => void;
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
 */
export function DeferredMenu({ trigger, load, children }: DeferredMenuProps) {
  const [wanted, setWanted] = useState(false);
  const warm = () => void load().catch(() => undefined);
  const placeholder = trigger({
    onPress: () => setWanted(true),
    onHoverStart: warm,
    onFocus: warm,
  });
  if (!wanted) return placeholder;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
