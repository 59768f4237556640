import themeCss from "../styles/theme.css?raw";
import { themeTokens } from "./theme-tokens";

const tokens = themeTokens(themeCss);

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <h2 className="font-semibold text-fg text-lg">{title}</h2>
      {children}
    </section>
  );
}

/** The semantic colours, as the components use them, in the theme the toolbar shows. */
export function SemanticColours() {
  return (
    <Section title="Semantic colours">
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-3">
        {tokens.semantic.map((name) => (
          <li key={name} data-token={`--cw-${name}`} className="flex items-center gap-3">
            <span
              aria-hidden
              className="size-10 shrink-0 rounded-md border border-border"
              style={{ background: `var(--cw-${name})` }}
            />
            <span className="flex flex-col text-sm">
              <span className="font-medium text-fg">{name}</span>
              <code className="text-fg-muted text-xs">--cw-{name}</code>
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The raw colour scales the semantic colours are made of. */
export function ColourScales() {
  return (
    <Section title="Colour scales">
      <div className="flex flex-col gap-3">
        {Object.entries(tokens.scales).map(([scale, steps]) => (
          <div key={scale} className="flex flex-col gap-1">
            <span className="font-medium text-fg text-sm">{scale}</span>
            <ul className="flex flex-wrap gap-1">
              {steps.map((step) => (
                <li
                  key={step}
                  data-token={`--color-${scale}-${step}`}
                  className="flex flex-col items-center"
                >
                  <span
                    aria-hidden
                    className="h-10 w-14 rounded-sm border border-border"
                    style={{ background: `var(--color-${scale}-${step})` }}
                  />
                  <span className="text-fg-muted text-xs">{step}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}

/** Type sizes with their line heights, in the site's font. */
export function Typography() {
  return (
    <Section title="Type">
      <ul className="flex flex-col gap-2">
        {tokens.text.map(({ name, size, lineHeight }) => (
          <li key={name} data-token={`--text-${name}`} className="flex items-baseline gap-4">
            <code className="w-32 shrink-0 text-fg-muted text-xs">
              text-{name} · {size}/{lineHeight}
            </code>
            <span className="text-fg" style={{ fontSize: size, lineHeight }}>
              Raise money for what matters
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Spacing steps (multiples of --spacing), radii, shadows and motion. */
export function SpacingRadiiShadows() {
  const steps = [1, 2, 3, 4, 6, 8, 12, 16];
  return (
    <div className="flex flex-col gap-8">
      <Section title={`Spacing (steps of ${tokens.spacing})`}>
        <ul className="flex flex-col gap-1">
          {steps.map((step) => (
            <li key={step} className="flex items-center gap-3 text-sm">
              <code className="w-16 text-fg-muted text-xs">{step}</code>
              <span
                aria-hidden
                className="h-3 rounded-sm bg-primary"
                style={{ width: `calc(var(--spacing) * ${step})` }}
              />
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Radii">
        <ul className="flex flex-wrap gap-4">
          {tokens.radii.map(({ name, value }) => (
            <li
              key={name}
              data-token={`--radius-${name}`}
              className="flex flex-col items-center gap-1 text-xs"
            >
              <span
                aria-hidden
                className="size-14 border border-border-strong bg-surface-sunken"
                style={{ borderRadius: value }}
              />
              <code className="text-fg-muted">
                {name} · {value}
              </code>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Shadows">
        <ul className="flex flex-wrap gap-6">
          {tokens.shadows.map(({ name, value }) => (
            <li
              key={name}
              data-token={`--shadow-${name}`}
              className="flex flex-col items-center gap-2 text-xs"
            >
              <span
                aria-hidden
                className="size-16 rounded-md bg-surface-raised"
                style={{ boxShadow: value }}
              />
              <code className="text-fg-muted">{name}</code>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Motion">
        <ul className="flex flex-wrap gap-4 text-sm">
          {tokens.durations.map(({ name, value }) => (
            <li key={name} className="text-fg">
              <code className="text-fg-muted text-xs">duration-{name}</code> {value}
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}

export { tokens };
