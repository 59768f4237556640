import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { Button } from "../Button";
import { Carousel } from "./Carousel";

const titles = [
  "Clean water for Rila",
  "A new roof for the school",
  "Surgery for Maria",
  "Shelter for stray dogs",
  "Books for the village library",
  "Wheelchair for Ivan",
  "Food bank for winter",
  "Music lessons for kids",
];

function Card({ index, title }: { index: number; title: string }) {
  return (
    <article className="cw:flex cw:h-40 cw:flex-col cw:justify-between cw:rounded-md cw:border cw:border-border cw:bg-surface-raised cw:p-3">
      <div className="cw:h-12 cw:rounded-sm cw:bg-primary-soft" aria-hidden="true" />
      <h3 className="cw:text-sm cw:font-medium cw:text-fg">{title}</h3>
      <Button size="sm" variant="secondary">{`Open ${index + 1}`}</Button>
    </article>
  );
}

const slides = (count: number, long = false) =>
  Array.from({ length: count }, (_, i) => (
    <Card
      // biome-ignore lint/suspicious/noArrayIndexKey: sample slides, never reordered
      key={i}
      index={i}
      title={
        long
          ? `${titles[i % titles.length]}: every donation is matched by the municipality until the end of the month`
          : (titles[i % titles.length] ?? "")
      }
    />
  ));

const meta = {
  title: "UI/Carousel",
  component: Carousel,
  args: { "aria-label": "Trending campaigns", children: slides(8) },
  decorators: [(Story) => <div className="cw:w-[52rem]">{Story()}</div>],
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story["play"]>>[0]["canvas"];
const inView = (canvas: Canvas, name: string) => {
  const track = canvas.getByRole("region", { name: "Trending campaigns" }).getBoundingClientRect();
  const slide = canvas.getByRole("group", { name }).getBoundingClientRect();
  return slide.left >= track.left - 1 && slide.right <= track.right + 1;
};

/** Wide: four slides in view; Next pages to the other four and then stops. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const track = canvas.getByRole("region", { name: "Trending campaigns" });
    await expect(track).toHaveAttribute("aria-roledescription", "carousel");
    const groups = canvas.getAllByRole("group");
    await expect(groups).toHaveLength(8);
    await expect(groups[0]).toHaveAccessibleName("Slide 1 of 8");
    await expect(groups[0]).toHaveAttribute("aria-roledescription", "slide");
    await expect(inView(canvas, "Slide 4 of 8")).toBe(true);
    await expect(inView(canvas, "Slide 5 of 8")).toBe(false);
    const previous = canvas.getByRole("button", { name: "Previous slides" });
    const next = canvas.getByRole("button", { name: "Next slides" });
    await expect(previous).toBeDisabled();
    await userEvent.click(next);
    await waitFor(() => expect(next).toBeDisabled());
    await expect(inView(canvas, "Slide 5 of 8")).toBe(true);
    await expect(inView(canvas, "Slide 8 of 8")).toBe(true);
    await expect(previous).toBeEnabled();
    await userEvent.click(previous);
    await waitFor(() => expect(previous).toBeDisabled());
    await expect(inView(canvas, "Slide 1 of 8")).toBe(true);
  },
};

/**
 * Keyboard: Next by Enter; at the end Next is disabled and focus moves to Previous; Tab then
 * reaches the track, where arrows move one slide and Home/End jump.
 */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const next = canvas.getByRole("button", { name: "Next slides" });
    await expect(next).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(inView(canvas, "Slide 8 of 8")).toBe(true));
    await waitFor(() =>
      expect(canvas.getByRole("button", { name: "Previous slides" })).toHaveFocus(),
    );
    await userEvent.tab();
    const track = canvas.getByRole("region", { name: "Trending campaigns" });
    await expect(track).toHaveFocus();
    await userEvent.keyboard("{Home}");
    await waitFor(() => expect(inView(canvas, "Slide 1 of 8")).toBe(true));
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() => expect(inView(canvas, "Slide 5 of 8")).toBe(true));
    await expect(inView(canvas, "Slide 1 of 8")).toBe(false);
    await userEvent.keyboard("{ArrowLeft}");
    await waitFor(() => expect(inView(canvas, "Slide 1 of 8")).toBe(true));
    await userEvent.keyboard("{End}");
    await waitFor(() => expect(canvas.getByRole("button", { name: "Next slides" })).toBeDisabled());
  },
};

/** Tabbing into a slide that is out of view scrolls it into view. */
export const TabIntoSlide: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole("button", { name: "Open 4" }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Open 5" })).toHaveFocus();
    await waitFor(() => expect(inView(canvas, "Slide 5 of 8")).toBe(true));
  },
};

/** On a phone-sized container one slide is in view; Next moves by one. */
export const Narrow: Story = {
  decorators: [(Story) => <div className="cw:w-72">{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(inView(canvas, "Slide 1 of 8")).toBe(true);
    await expect(inView(canvas, "Slide 2 of 8")).toBe(false);
    await userEvent.click(canvas.getByRole("button", { name: "Next slides" }));
    await waitFor(() => expect(inView(canvas, "Slide 2 of 8")).toBe(true));
  },
};

/** Medium container: two slides in view. */
export const Medium: Story = {
  decorators: [(Story) => <div className="cw:w-[36rem]">{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(inView(canvas, "Slide 2 of 8")).toBe(true);
    await expect(inView(canvas, "Slide 3 of 8")).toBe(false);
  },
};

/** Fewer slides than fit: nothing to page, both buttons disabled. */
export const FewSlides: Story = {
  args: { children: slides(3) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole("button", { name: "Next slides" })).toBeDisabled());
    await expect(canvas.getByRole("button", { name: "Previous slides" })).toBeDisabled();
    await expect(canvas.getAllByRole("group")).toHaveLength(3);
  },
};

export const LongText: Story = {
  args: { children: slides(6, true) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("group")).toHaveLength(6);
  },
};

export const Translated: Story = {
  globals: { locale: "de" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Trending campaigns" })).toHaveAttribute(
      "aria-roledescription",
      "Karussell",
    );
    await expect(canvas.getByRole("group", { name: "Folie 3 von 8" })).toHaveAttribute(
      "aria-roledescription",
      "Folie",
    );
    await expect(canvas.getByRole("button", { name: "Nächste Folien" })).toBeEnabled();
  },
};

/** Wide, medium and narrow, in light and dark. */
export const AllStates: Story = {
  render: () => (
    <div className="cw:flex cw:flex-col cw:gap-6">
      <Carousel aria-label="Wide">{slides(8)}</Carousel>
      <div className="cw:w-[36rem]">
        <Carousel aria-label="Medium">{slides(8)}</Carousel>
      </div>
      <div className="cw:w-72">
        <Carousel aria-label="Narrow">{slides(8)}</Carousel>
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("region")).toHaveLength(3);
  },
};
