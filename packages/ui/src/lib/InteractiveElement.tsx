"use client";
// A native <a> or <button> that draws react-aria's state attributes (data-hovered,
// data-focus-visible, data-disabled) and no look of its own: the base of the components whose
// whole surface is a link or a button (a card, a video's play cover) without react-aria.
import type {
  AnchorHTMLAttributes,
  ButtonHTMLAttributes,
  FocusEvent,
  PointerEvent,
  ReactNode,
} from "react";
import { useInteractionAttributes } from "./use-interaction-attributes";

interface Shared {
  children?: ReactNode;
  className?: string;
  isDisabled?: boolean;
}

export type InteractiveElementProps =
  | (Shared & { href: string } & Omit<
        AnchorHTMLAttributes<HTMLAnchorElement>,
        "className" | "children"
      >)
  | (Shared & { href?: undefined; onPress?: () => void } & Omit<
        ButtonHTMLAttributes<HTMLButtonElement>,
        "className" | "children" | "disabled"
      >);

export function InteractiveElement(props: InteractiveElementProps) {
  const { attributes, handlers } = useInteractionAttributes<HTMLElement>(props.isDisabled);
  const merge = <E extends HTMLElement>(own: {
    onPointerEnter?: ((event: PointerEvent<E>) => void) | undefined;
    onPointerLeave?: ((event: PointerEvent<E>) => void) | undefined;
    onFocus?: ((event: FocusEvent<E>) => void) | undefined;
    onBlur?: ((event: FocusEvent<E>) => void) | undefined;
  }) => ({
    onPointerEnter: (event: PointerEvent<E>) => {
      handlers.onPointerEnter(event);
      own.onPointerEnter?.(event);
    },
    onPointerLeave: (event: PointerEvent<E>) => {
      handlers.onPointerLeave(event);
      own.onPointerLeave?.(event);
    },
    onFocus: (event: FocusEvent<E>) => {
      handlers.onFocus(event);
      own.onFocus?.(event);
    },
    onBlur: (event: FocusEvent<E>) => {
      handlers.onBlur(event);
      own.onBlur?.(event);
    },
  });
  if (props.href !== undefined) {
    const { isDisabled, onPointerEnter, onPointerLeave, onFocus, onBlur, ...rest } = props;
    return (
      <a
        data-disabled={isDisabled || undefined}
        aria-disabled={isDisabled || undefined}
        {...attributes}
        {...rest}
        {...merge<HTMLAnchorElement>({ onPointerEnter, onPointerLeave, onFocus, onBlur })}
      />
    );
  }
  const { isDisabled, onPress, onClick, onPointerEnter, onPointerLeave, onFocus, onBlur, ...rest } =
    props;
  return (
    <button
      type="button"
      data-disabled={isDisabled || undefined}
      disabled={isDisabled}
      {...attributes}
      {...rest}
      {...merge<HTMLButtonElement>({ onPointerEnter, onPointerLeave, onFocus, onBlur })}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onPress?.();
      }}
    />
  );
}
