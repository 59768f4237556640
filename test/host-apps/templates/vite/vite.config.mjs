// A plain Vite + React app with two pages: no Tailwind, no PostCSS set-up, nothing Causeway-specific.
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: { input: { main: "index.html", ui: "ui.html" } },
  },
});
