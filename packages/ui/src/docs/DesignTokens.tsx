import themeCss from "../styles/theme.css?raw";
import { themeTokens } from "./theme-tokens";

const tokens = themeTokens(themeCss);

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="cw:flex cw:flex-col cw:gap-3">
      <h2 className="cw:font-semibold cw:text-fg cw:text-lg">{title}</h2>
      {children}
    </section>
  );
}

/** The semantic colours, as the components use them, in the theme the toolbar shows. */
export function SemanticColours() {
  return (
    <Section title="Semantic colours">
      <ul className="cw:grid cw:grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] cw:gap-3">
        {tokens.semantic.map((name) => (
          <li key={name} data-token={`--cw-${name}`} className="cw:flex cw:items-center cw:gap-3">
            <span
              aria-hidden
              className="cw:size-10 cw:shrink-0 cw:rounded-md cw:border cw:border-border"
              style={{ background: `var(--cw-${name})` }}
            />
            <span className="cw:flex cw:flex-col cw:text-sm">
              <span className="cw:font-medium cw:text-fg">{name}</span>
              <code className="cw:text-fg-muted cw:text-xs">--cw-{name}</code>
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
      <div className="cw:flex cw:flex-col cw:gap-3">
        {Object.entries(tokens.scales).map(([scale, steps]) => (
          <div key={scale} className="cw:flex cw:flex-col cw:gap-1">
            <span className="cw:font-medium cw:text-fg cw:text-sm">{scale}</span>
            <ul className="cw:flex cw:flex-wrap cw:gap-1">
              {steps.map((step) => (
                <li
                  key={step}
                  data-token={`--color-${scale}-${step}`}
                  className="cw:flex cw:flex-col cw:items-center"
                >
                  <span
                    aria-hidden
                    className="cw:h-10 cw:w-14 cw:rounded-sm cw:border cw:border-border"
                    style={{ background: `var(--cw-color-${scale}-${step})` }}
                  />
                  <span className="cw:text-fg-muted cw:text-xs">{step}</span>
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
      <ul className="cw:flex cw:flex-col cw:gap-2">
        {tokens.text.map(({ name, size, lineHeight }) => (
          <li
            key={name}
            data-token={`--text-${name}`}
            className="cw:flex cw:items-baseline cw:gap-4"
          >
            <code className="cw:w-32 cw:shrink-0 cw:text-fg-muted cw:text-xs">
              text-{name} · {size}/{lineHeight}
            </code>
            <span className="cw:text-fg" style={{ fontSize: size, lineHeight }}>
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
    <div className="cw:flex cw:flex-col cw:gap-8">
      <Section title={`Spacing (steps of ${tokens.spacing})`}>
        <ul className="cw:flex cw:flex-col cw:gap-1">
          {steps.map((step) => (
            <li key={step} className="cw:flex cw:items-center cw:gap-3 cw:text-sm">
              <code className="cw:w-16 cw:text-fg-muted cw:text-xs">{step}</code>
              <span
                aria-hidden
                className="cw:h-3 cw:rounded-sm cw:bg-primary"
                style={{ width: `calc(var(--cw-spacing) * ${step})` }}
              />
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Radii">
        <ul className="cw:flex cw:flex-wrap cw:gap-4">
          {tokens.radii.map(({ name, value }) => (
            <li
              key={name}
              data-token={`--radius-${name}`}
              className="cw:flex cw:flex-col cw:items-center cw:gap-1 cw:text-xs"
            >
              <span
                aria-hidden
                className="cw:size-14 cw:border cw:border-border-strong cw:bg-surface-sunken"
                style={{ borderRadius: value }}
              />
              <code className="cw:text-fg-muted">
                {name} · {value}
              </code>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Shadows">
        <ul className="cw:flex cw:flex-wrap cw:gap-6">
          {tokens.shadows.map(({ name, value }) => (
            <li
              key={name}
              data-token={`--shadow-${name}`}
              className="cw:flex cw:flex-col cw:items-center cw:gap-2 cw:text-xs"
            >
              <span
                aria-hidden
                className="cw:size-16 cw:rounded-md cw:bg-surface-raised"
                style={{ boxShadow: value }}
              />
              <code className="cw:text-fg-muted">{name}</code>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Motion">
        <ul className="cw:flex cw:flex-wrap cw:gap-4 cw:text-sm">
          {tokens.durations.map(({ name, value }) => (
            <li key={name} className="cw:text-fg">
              <code className="cw:text-fg-muted cw:text-xs">duration-{name}</code> {value}
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}

export { tokens };
