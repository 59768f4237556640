import type { StorybookConfig } from "@storybook/react-vite";

/** The one Storybook of Causeway: every package's and the web app's stories, and the e-mails. */
const config: StorybookConfig = {
  stories: [
    "../packages/*/src/**/*.mdx",
    "../packages/*/src/**/*.stories.@(ts|tsx)",
    "../apps/web/src/**/*.stories.@(ts|tsx)",
    // The e-mails (issue 28): the server's templates, rendered as they are sent.
    "../apps/api/src/mail/**/*.stories.@(ts|tsx)",
  ],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const { default: tailwindcss } = await import("@tailwindcss/vite");
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss()];
    return viteConfig;
  },
};

export default config;
