import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import {
  ColourScales,
  SemanticColours,
  SpacingRadiiShadows,
  Typography,
  tokens,
} from "./DesignTokens";

/**
 * The design tokens of `@causeway/ui` (packages/ui/src/styles/theme.css), drawn from the theme
 * itself: switch the toolbar's theme to see the dark values of the same names.
 */
const meta = {
  title: "Introduction/Design tokens",
  parameters: { layout: "padded" },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every swatch shows a colour: a token the stylesheet lacks would draw nothing. */
const paintedSwatches = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>("[data-token] > span[aria-hidden]")].map((swatch) => ({
    token: swatch.parentElement?.dataset.token,
    colour: getComputedStyle(swatch).backgroundColor,
  }));

export const SemanticColoursOfTheTheme: Story = {
  name: "Semantic colours",
  render: () => <SemanticColours />,
  play: async ({ canvasElement }) => {
    const swatches = paintedSwatches(canvasElement);
    await expect(swatches).toHaveLength(tokens.semantic.length);
    await expect(swatches.filter((s) => s.colour === "rgba(0, 0, 0, 0)")).toEqual([]);
  },
};

export const Scales: Story = {
  name: "Colour scales",
  render: () => <ColourScales />,
  play: async ({ canvasElement }) => {
    const swatches = paintedSwatches(canvasElement);
    const steps = Object.values(tokens.scales).reduce((sum, list) => sum + list.length, 0);
    await expect(swatches).toHaveLength(steps);
    await expect(swatches.filter((s) => s.colour === "rgba(0, 0, 0, 0)")).toEqual([]);
  },
};

export const Type: Story = {
  render: () => <Typography />,
  play: async ({ canvasElement }) => {
    const samples = [...canvasElement.querySelectorAll<HTMLElement>("[data-token] > span")];
    await expect(samples.map((sample) => getComputedStyle(sample).fontSize)).toEqual(
      tokens.text.map(({ size }) => `${Number.parseFloat(size) * 16}px`),
    );
  },
};

export const SpacingRadiiAndShadows: Story = {
  render: () => <SpacingRadiiShadows />,
};
