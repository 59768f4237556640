import { useTranslator } from "@causeway/i18n/react";
import { useId, useState } from "react";
import { isTheme, THEMES, type Theme } from "../app/theme/theme";
import { useShellStorage } from "./shell-storage";

const LABEL_KEY: Record<Theme, string> = {
  system: "web.footer.theme_system",
  light: "web.footer.theme_light",
  dark: "web.footer.theme_dark",
};

/**
 * The colour theme (issue 15): the system's by default, or light or dark, kept on this device (a
 * cookie, so the next page comes from the server already in it) and applied at once to <html>.
 */
export function ThemeSelect() {
  const { t } = useTranslator();
  const storage = useShellStorage();
  const [theme, setTheme] = useState<Theme>(() => storage.theme());
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-fg-muted text-sm">
        {t("web.footer.theme")}
      </label>
      <select
        id={id}
        value={theme}
        onChange={(event) => {
          const next = event.target.value;
          if (!isTheme(next)) return;
          storage.chooseTheme(next);
          document.documentElement.dataset.theme = next;
          setTheme(next);
        }}
        className="h-9 cursor-pointer rounded-md border border-border-strong bg-surface px-2 text-fg text-sm outline-none focus:border-primary focus:ring-2 focus:ring-focus/40"
      >
        {THEMES.map((value) => (
          <option key={value} value={value}>
            {t(LABEL_KEY[value])}
          </option>
        ))}
      </select>
    </div>
  );
}
