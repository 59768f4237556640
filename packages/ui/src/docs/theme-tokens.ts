// The design tokens as theme.css declares them, read from the stylesheet's text, so the tokens
// page shows exactly what the theme has (a token added to theme.css shows up without a change
// here): the colour scales, the semantic colours per theme, type sizes, spacing, radii, shadows,
// motion durations.

export interface ThemeTokens {
  /** Scale name → steps, e.g. brand → ["50", "100", … "950"]. */
  scales: Record<string, string[]>;
  /** Semantic colour names (surface, fg, primary …), the utilities components use. */
  semantic: string[];
  /** Type sizes with their line heights. */
  text: { name: string; size: string; lineHeight: string | undefined }[];
  spacing: string | undefined;
  radii: { name: string; value: string }[];
  shadows: { name: string; value: string }[];
  durations: { name: string; value: string }[];
}

const declarations = (css: string) =>
  [...css.matchAll(/^\s*(--[\w-]+):\s*([^;]+);/gm)].map(([, name = "", value = ""]) => ({
    name,
    value: value.trim(),
  }));

export function themeTokens(css: string): ThemeTokens {
  const all = declarations(css);
  const value = (name: string) => all.find((d) => d.name === name)?.value;
  const scales: Record<string, string[]> = {};
  for (const { name } of all) {
    const match = name.match(/^--color-([a-z]+)-(\d+)$/);
    if (!match?.[1] || !match[2]) continue;
    const steps = scales[match[1]] ?? [];
    if (!steps.includes(match[2])) steps.push(match[2]);
    scales[match[1]] = steps;
  }
  const semantic = [
    ...new Set(
      all
        .map(({ name }) => name.match(/^--cw-([\w-]+)$/)?.[1])
        .filter((name): name is string => Boolean(name)),
    ),
  ];
  const text = all
    .filter(({ name }) => /^--text-[\w]+$/.test(name))
    .map(({ name, value: size }) => ({
      name: name.slice("--text-".length),
      size,
      lineHeight: value(`${name}--line-height`),
    }));
  const pick = (prefix: string) =>
    all
      .filter(({ name }) => name.startsWith(prefix))
      .map(({ name, value: v }) => ({ name: name.slice(prefix.length), value: v }));
  return {
    scales,
    semantic,
    text,
    spacing: value("--spacing"),
    radii: pick("--radius-"),
    shadows: pick("--shadow-"),
    durations: pick("--duration-"),
  };
}
