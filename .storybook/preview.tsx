import { LOCALE_NAMES, LOCALES, type Locale, loadMessages } from "@causeway/i18n";
import en from "@causeway/i18n/locales/en.json";
import { I18nProvider } from "@causeway/i18n/react";
import type { Decorator, Loader, Preview } from "@storybook/react-vite";
import "./storybook.css";

type Theme = "light" | "dark";

const loadLocale: Loader = async ({ globals }) => ({
  messages: await loadMessages((globals.locale as Locale) ?? "en"),
});

/** Applies the toolbar's theme and language to the story, as a host app would. */
const withThemeAndLocale: Decorator = (Story, context) => {
  const theme = (context.globals.theme as Theme) ?? "light";
  const locale = (context.globals.locale as Locale) ?? "en";
  document.documentElement.dataset.theme = theme;
  document.documentElement.lang = locale;
  return (
    <I18nProvider locale={locale} messages={context.loaded.messages ?? en} fallback={en}>
      {/* Inline styles: the wrapper must not depend on which utilities Tailwind happens to emit. */}
      <div
        data-story-root
        style={{ padding: "1rem", background: "var(--cw-surface)", color: "var(--cw-fg)" }}
      >
        <Story />
      </div>
    </I18nProvider>
  );
};

const preview: Preview = {
  tags: ["autodocs"],
  loaders: [loadLocale],
  decorators: [withThemeAndLocale],
  initialGlobals: { theme: "light", locale: "en" },
  globalTypes: {
    theme: {
      description: "Colour theme",
      toolbar: {
        title: "Theme",
        icon: "mirror",
        items: [
          { value: "light", title: "Light", icon: "sun" },
          { value: "dark", title: "Dark", icon: "moon" },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: "Interface language",
      toolbar: {
        title: "Language",
        icon: "globe",
        items: LOCALES.map((code) => ({ value: code, title: `${code} · ${LOCALE_NAMES[code]}` })),
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    // The sizes the site is designed for: a phone first, then a tablet and a desktop.
    viewport: {
      options: {
        phone: {
          name: "Phone (390 × 844)",
          styles: { width: "390px", height: "844px" },
          type: "mobile",
        },
        tablet: {
          name: "Tablet (820 × 1180)",
          styles: { width: "820px", height: "1180px" },
          type: "tablet",
        },
        desktop: {
          name: "Desktop (1280 × 800)",
          styles: { width: "1280px", height: "800px" },
          type: "desktop",
        },
      },
    },
    layout: "padded",
    options: {
      storySort: {
        order: ["Introduction", ["Welcome", "Design tokens"], "UI", "Forms", "Embedding", "Web"],
      },
    },
    controls: { expanded: true },
    // Every story runs axe in the browser test; a violation fails `npm test`.
    a11y: { test: "error" },
  },
};

export default preview;
