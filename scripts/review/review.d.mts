import type { Shot } from "./changed-screenshots.mjs";

/** One line of the report's shots.json. */
export interface ReportItem {
  story: string | null;
  file: string;
  shot: string;
  theme: "light" | "dark" | null;
  isNew: boolean;
  image: string;
  storybook: string | null;
  baseline: string;
}
export function writeReport(
  root: string,
  shots: Shot[],
  out?: string,
): { out: string; list: ReportItem[] };
export function accept(shots: Shot[]): void;
