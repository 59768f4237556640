import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import type { Theme } from "../app/theme/theme";
import { PageStory } from "../testing/PageStory";
import { memoryShellStorage, ShellStorageProvider } from "./shell-storage";

/** A page with the site's footer, its theme kept in a storage the story can read. */
function WithTheme({
  initial,
  onStorage,
}: {
  initial: Theme;
  onStorage?: (read: () => Theme) => void;
}) {
  const [storage] = useState(() => {
    const made = memoryShellStorage({ cookieNoticeDismissed: true, theme: initial });
    onStorage?.(() => made.theme());
    return made;
  });
  return (
    <ShellStorageProvider storage={storage}>
      <PageStory path="/no/such/page" />
    </ShellStorageProvider>
  );
}

let readTheme: () => Theme = () => "system";

const meta = {
  title: "Web/Layout/ThemeSelect",
  component: WithTheme,
  args: { initial: "system", onStorage: (read: () => Theme) => (readTheme = read) },
  parameters: { layout: "fullscreen", screenshot: { skip: true } },
  afterEach: () => {
    document.documentElement.dataset.theme = "light";
  },
} satisfies Meta<typeof WithTheme>;
export default meta;
type Story = StoryObj<typeof meta>;

const themeSelect = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole("contentinfo")).getByRole("combobox", {
    name: "Theme",
  });

/** By default the site follows the device; choosing dark paints the page dark and keeps it. */
export const ChooseDark: Story = {
  play: async ({ canvasElement }) => {
    const select = await themeSelect(canvasElement);
    await expect(select).toHaveValue("system");
    await expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["As on this device", "Light", "Dark"]);
    await userEvent.selectOptions(select, "dark");
    await expect(document.documentElement.dataset.theme).toBe("dark");
    await expect(readTheme()).toBe("dark");
    const body = getComputedStyle(document.body).backgroundColor;
    await userEvent.selectOptions(select, "light");
    await expect(document.documentElement.dataset.theme).toBe("light");
    await expect(getComputedStyle(document.body).backgroundColor).not.toBe(body);
  },
};

/** A choice made before (the cookie) is what the select shows. */
export const RemembersTheChoice: Story = {
  args: { initial: "dark" },
  play: async ({ canvasElement }) => {
    await expect(await themeSelect(canvasElement)).toHaveValue("dark");
  },
};
