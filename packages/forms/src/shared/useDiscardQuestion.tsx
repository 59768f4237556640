"use client";
import { createElement, type ReactElement, useState } from "react";
import { DiscardDialog } from "./DiscardDialog";

export interface DiscardQuestionOptions {
  /** Whether closing now would lose something typed (read when a close is asked for). */
  isDirty: () => boolean;
  /** Closes for real: straight away when clean, after "Discard" when dirty. */
  onClose: () => void;
  /** The question ("Discard this request?" by default). */
  title?: string;
}

/**
 * The withdrawal forms' discard question for any closable form or dialog: `requestClose` closes a
 * clean one at once and asks first for a dirty one; `question` is the dialog to render (inside the
 * host's dialog, so Escape on it answers "keep editing").
 */
export function useDiscardQuestion({ isDirty, onClose, title }: DiscardQuestionOptions): {
  requestClose: () => void;
  question: ReactElement;
} {
  const [asking, setAsking] = useState(false);
  const requestClose = () => {
    if (isDirty()) setAsking(true);
    else onClose();
  };
  const question = createElement(DiscardDialog, {
    isOpen: asking,
    title,
    onKeep: () => setAsking(false),
    onDiscard: () => {
      setAsking(false);
      onClose();
    },
  });
  return { requestClose, question };
}
