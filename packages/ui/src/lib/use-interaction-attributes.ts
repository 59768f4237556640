"use client";
// The state attributes react-aria's components draw (data-hovered, data-focus-visible), for native
// elements: the styling contract stays `data-[hovered]:…` whichever the element is, without
// react-aria's press and hover machinery in the bundle. Hover counts a mouse or pen only (a touch
// does not hover); focus is visible, as react-aria decides it, when the last thing the user did
// was not a pointer press (a keyboard, or no input yet): a clicked button shows no ring.
import { type FocusEvent, type PointerEvent, useEffect, useState } from "react";

/** Whether the user's last input was a pointer press, across the document (one listener pair). */
let pointerModality = false;
let listeners = 0;
/** The focused element's way to show its ring once the user turns to the keyboard. */
let onKeyboardWhileFocused: (() => void) | null = null;
const onPointer = () => {
  pointerModality = true;
};
const onKey = (event: KeyboardEvent) => {
  if (event.metaKey || event.altKey || event.ctrlKey) return;
  pointerModality = false;
  onKeyboardWhileFocused?.();
};

function useModality() {
  useEffect(() => {
    if (listeners++ === 0) {
      document.addEventListener("pointerdown", onPointer, true);
      document.addEventListener("mousedown", onPointer, true);
      document.addEventListener("keydown", onKey, true);
    }
    return () => {
      if (--listeners === 0) {
        document.removeEventListener("pointerdown", onPointer, true);
        document.removeEventListener("mousedown", onPointer, true);
        document.removeEventListener("keydown", onKey, true);
      }
    };
  }, []);
}

export interface InteractionAttributes {
  "data-hovered"?: true;
  "data-focus-visible"?: true;
}

export interface InteractionHandlers<E extends Element> {
  onPointerEnter: (event: PointerEvent<E>) => void;
  onPointerLeave: (event: PointerEvent<E>) => void;
  onFocus: (event: FocusEvent<E>) => void;
  onBlur: (event: FocusEvent<E>) => void;
}

export function useInteractionAttributes<E extends Element>(
  isDisabled = false,
): { attributes: InteractionAttributes; handlers: InteractionHandlers<E> } {
  const [hovered, setHovered] = useState(false);
  const [focusVisible, setFocusVisible] = useState(false);
  useModality();
  return {
    attributes: {
      ...(hovered && !isDisabled ? { "data-hovered": true as const } : {}),
      ...(focusVisible ? { "data-focus-visible": true as const } : {}),
    },
    handlers: {
      onPointerEnter: (event) => {
        if (event.pointerType !== "touch") setHovered(true);
      },
      onPointerLeave: () => setHovered(false),
      onFocus: () => {
        setFocusVisible(!pointerModality);
        onKeyboardWhileFocused = () => setFocusVisible(true);
      },
      onBlur: () => {
        setFocusVisible(false);
        onKeyboardWhileFocused = null;
      },
    },
  };
}
