import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { Gallery } from "./Gallery";
import { sampleImages } from "./Gallery.fixtures";

const meta = {
  title: "UI/Gallery",
  component: Gallery,
  args: { images: sampleImages(4), onOpen: fn() },
  decorators: [(Story) => <div className="cw:w-80">{Story()}</div>],
} satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FourImages: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole("group", { name: "Image gallery" });
    await expect(group).toBeVisible();
    const buttons = canvas.getAllByRole("button");
    await expect(buttons).toHaveLength(4);
    await expect(canvas.queryByText(/^\+/)).toBeNull();
    await userEvent.click(
      canvas.getByRole("button", { name: "Volunteers painting the classroom" }),
    );
    await expect(args.onOpen).toHaveBeenCalledWith(1);
  },
};

/** Seven images: four thumbnails, the fourth counting the three left out. */
export const MoreThanFour: Story = {
  args: { images: sampleImages(7) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole("button")).toHaveLength(4);
    const more = canvas.getByRole("button", { name: "Children in the playground 3 more images" });
    await expect(more).toHaveTextContent("+3");
    await userEvent.click(more);
    await expect(args.onOpen).toHaveBeenCalledWith(3);
  },
};

export const OneMore: Story = {
  args: { images: sampleImages(5) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /1 more image$/ })).toHaveTextContent("+1");
  },
};

/** Keyboard: Tab through the thumbnails, Enter or Space opens the focused one. */
export const Keyboard: Story = {
  args: { images: sampleImages(6) },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const first = canvas.getByRole("button", { name: "The new roof of the school" });
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute("data-focus-visible", "true");
    await userEvent.keyboard("{Enter}");
    await expect(args.onOpen).toHaveBeenLastCalledWith(0);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(" ");
    await expect(args.onOpen).toHaveBeenLastCalledWith(2);
  },
};

export const SingleImage: Story = {
  args: { images: sampleImages(1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "The new roof of the school" })).toBeVisible();
  },
};

export const ThreeImages: Story = {
  args: { images: sampleImages(3) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("img")).toHaveLength(3);
  },
};

/** Locked: blurred, with a lock and its label; nothing can be opened or read behind it. */
export const Locked: Story = {
  args: { images: sampleImages(6), isLocked: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText("These images are locked")).toBeVisible();
    await expect(canvas.queryAllByRole("button")).toHaveLength(0);
    await expect(canvas.queryAllByRole("img")).toHaveLength(0);
    await userEvent.tab();
    await expect(canvas.getByRole("group").contains(document.activeElement)).toBe(false);
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

/** Without onOpen the thumbnails are pictures only, not buttons. */
export const ReadOnly: Story = {
  args: { images: sampleImages(5), onOpen: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole("button")).toHaveLength(0);
    await expect(canvas.getAllByRole("img")).toHaveLength(4);
    await expect(canvas.getByText("1 more image")).toBeInTheDocument();
  },
};

export const Translated: Story = {
  globals: { locale: "ru" },
  args: { images: sampleImages(9) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "Галерея изображений" })).toBeVisible();
    await expect(canvas.getByText("ещё 5 изображений")).toBeInTheDocument();
  },
};

export const TranslatedLocked: Story = {
  globals: { locale: "de" },
  args: { images: sampleImages(2), isLocked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Diese Bilder sind gesperrt")).toBeVisible();
  },
};

/** 1, 2, 3, 4 and 8 images, and a locked gallery, in light and dark. */
export const AllStates: Story = {
  decorators: [(Story) => <div className="cw:w-[40rem]">{Story()}</div>],
  render: () => (
    <div className="cw:grid cw:grid-cols-3 cw:gap-4">
      {[1, 2, 3, 4, 8].map((count) => (
        <Gallery
          key={count}
          aria-label={`${count} images`}
          images={sampleImages(count)}
          onOpen={() => {}}
        />
      ))}
      <Gallery aria-label="Locked" images={sampleImages(4)} isLocked />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("group")).toHaveLength(6);
  },
};
