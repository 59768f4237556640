import type { Shot } from "./changed-screenshots.mjs";

/** How much a shot changed (changeOf): sizes "W×H", and the pixels that differ when they agree. */
export interface Change {
  before: string | null;
  after: string;
  pixels: number | null;
  percent: number | null;
  text: string;
}
export function changeOf(shot: Shot): Change;

/** One line of the report's shots.json. */
export interface ReportItem {
  story: string | null;
  file: string;
  shot: string;
  theme: "light" | "dark" | null;
  width: string | null;
  isNew: boolean;
  image: string;
  storybook: string | null;
  baseline: string;
  change: Change;
}
export function writeReport(
  root: string,
  shots: Shot[],
  out?: string,
): { out: string; list: ReportItem[] };
export function accept(shots: Shot[]): void;
