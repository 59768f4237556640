// A plain Vite + React app. Its main and ui pages have no Tailwind and no PostCSS set-up, nothing
// Causeway-specific; two more pages are hosts with a stylesheet of their own, Bootstrap 5 and
// Tailwind 4 (the Tailwind plugin only compiles the file that imports "tailwindcss").
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      input: {
        main: "index.html",
        ui: "ui.html",
        bootstrap: "bootstrap.html",
        tailwind: "tailwind.html",
      },
    },
  },
});
