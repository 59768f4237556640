/** A screenshot the last test run found changed, or new (changed-screenshots.mjs). */
export interface Shot {
  key: string;
  file: string;
  shot: string;
  theme: "light" | "dark" | null;
  /** A page's width ("390px", test/journeys/page-shot.ts), or null for a story's shot. */
  width: string | null;
  story: string;
  title: string | null;
  storyId: string | null;
  baseline: string;
  expected: string | null;
  actual: string;
  diff: string | null;
  isNew: boolean;
}
export function storybookSanitize(text: string): string;
export function changedScreenshots(root: string, attachments?: string): Shot[];
export function selectShots(shots: Shot[], names: string[]): Shot[];
