import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names, dropping falsy ones (clsx). It does not resolve conflicting Tailwind
 * utilities: two classes setting one property (`px-3 px-4`) are decided by the stylesheet's order,
 * not by which comes last. Change a component's look through its props (variant, size, layout …)
 * and pass className only for what the component does not set itself (margins, placement).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
