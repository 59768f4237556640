import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/**
 * The site: built to dist/ and served by apps/api on the same origin as the API (`npm start`).
 * In development (`pnpm --filter @causeway/web dev`) /api and /socket.io go to a running apps/api.
 */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: {
      "/api": process.env.API_URL ?? "http://localhost:3000",
      "/socket.io": { target: process.env.API_URL ?? "http://localhost:3000", ws: true },
    },
  },
  build: { target: "es2022", sourcemap: false },
});
