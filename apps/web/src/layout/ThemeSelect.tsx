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
    <div className="cw:flex cw:items-center cw:gap-2">
      <label htmlFor={id} className="cw:text-fg-muted cw:text-sm">
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
        className="cw:h-9 cw:cursor-pointer cw:rounded-md cw:border cw:border-border-strong cw:bg-surface cw:px-2 cw:text-fg cw:text-sm cw:outline-none cw:focus:border-primary cw:focus:ring-2 cw:focus:ring-focus/40"
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
