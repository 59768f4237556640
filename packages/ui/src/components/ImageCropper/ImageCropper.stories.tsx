import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { Button } from "../Button";
import { CROP_PRESETS } from "./cropMath";
import { cropToBlob } from "./cropToBlob";
import { type CropState, ImageCropper, type ImageCropperProps } from "./ImageCropper";
import photo from "./sample-photo.svg";

const meta = {
  title: "UI/ImageCropper",
  component: ImageCropper,
  args: { image: photo, outputSize: CROP_PRESETS.avatar, cropShape: "round", onCropChange: fn() },
  decorators: [(Story) => <div className="cw:w-96">{Story()}</div>],
} satisfies Meta<typeof ImageCropper>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Avatar: a round 200 x 200 frame. Arrow keys on the frame reposition the image. */
export const Avatar: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByText("Drag the image or use the arrow keys to reposition it"),
    ).toBeVisible();
    const area = await canvas.findByRole("group", { name: "Crop area" });
    await expect(area).toHaveAccessibleDescription(
      "Drag the image or use the arrow keys to reposition it",
    );
    await waitFor(() => expect(args.onCropChange).toHaveBeenCalled());
    area.focus();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(area).toHaveFocus();
  },
};

/** The zoom slider goes from 1 to 2 in steps of 0.01, by keyboard. */
export const Zoom: Story = {
  play: async ({ canvas, args }) => {
    const slider = canvas.getByRole("slider", { name: "Zoom" });
    await expect(slider).toHaveAttribute("min", "1");
    await expect(slider).toHaveAttribute("max", "2");
    await expect(slider).toHaveAttribute("step", "0.01");
    await expect(slider).toHaveValue("1");
    slider.focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(slider).toHaveValue("1.01");
    await userEvent.keyboard("{End}");
    await expect(slider).toHaveValue("2");
    await expect(canvas.getByText("2.00")).toBeVisible();
    await waitFor(() =>
      expect(args.onCropChange).toHaveBeenLastCalledWith(expect.objectContaining({ zoom: 2 })),
    );
  },
};

/** The rotation button turns by 90 degrees a press. */
export const Rotate: Story = {
  args: { outputSize: CROP_PRESETS.cover, cropShape: "rect" },
  play: async ({ canvas, args }) => {
    const rotate = canvas.getByRole("button", { name: "Rotate 90°" });
    await userEvent.click(rotate);
    await waitFor(() =>
      expect(args.onCropChange).toHaveBeenLastCalledWith(expect.objectContaining({ rotation: 90 })),
    );
    await userEvent.click(rotate);
    await userEvent.click(rotate);
    await userEvent.click(rotate);
    await waitFor(() =>
      expect(args.onCropChange).toHaveBeenLastCalledWith(expect.objectContaining({ rotation: 0 })),
    );
  },
};

function WithSave(props: ImageCropperProps) {
  const [state, setState] = useState<CropState | null>(null);
  const [result, setResult] = useState<string>("");
  return (
    <div className="cw:flex cw:flex-col cw:gap-3">
      <ImageCropper {...props} onCropChange={setState} />
      <Button
        isDisabled={!state}
        onPress={async () => {
          if (!state) return;
          const blob = await cropToBlob(
            props.image,
            state.pixelCrop,
            state.rotation,
            props.outputSize,
          );
          const bitmap = await createImageBitmap(blob);
          setResult(`${blob.type} ${bitmap.width} x ${bitmap.height}`);
        }}
      >
        Save
      </Button>
      <output className="cw:text-sm cw:text-fg">{result}</output>
    </div>
  );
}

/** Saving renders the crop to a PNG of exactly the output size: 200 x 200 for an avatar. */
export const SavesAvatarAt200: Story = {
  render: (args) => <WithSave {...args} />,
  play: async ({ canvas }) => {
    const save = canvas.getByRole("button", { name: "Save" });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    // Decoding, cropping and encoding take a while on a busy machine.
    await expect(
      await canvas.findByText("image/png 200 x 200", {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** The cover crop, rotated a quarter turn, saves at 383 x 156 (382.5 rounded to whole pixels). */
export const SavesRotatedCover: Story = {
  args: { outputSize: CROP_PRESETS.cover, cropShape: "rect" },
  render: (args) => <WithSave {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Rotate 90°" }));
    const save = canvas.getByRole("button", { name: "Save" });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await expect(
      await canvas.findByText("image/png 383 x 156", {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("slider", { name: "Zoom" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Rotate 90°" })).toBeDisabled();
  },
};

export const Translated: Story = {
  globals: { locale: "pl" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("slider", { name: "Powiększenie" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Obróć o 90°" })).toBeVisible();
    await expect(
      canvas.getByText(
        "Przeciągnij zdjęcie lub użyj klawiszy strzałek, aby zmienić jego położenie",
      ),
    ).toBeVisible();
  },
};

/** The avatar and cover frames, in light and dark. */
export const AllStates: Story = {
  decorators: [(Story) => <div className="cw:w-[48rem]">{Story()}</div>],
  render: () => (
    <div className="cw:grid cw:grid-cols-2 cw:gap-6">
      <ImageCropper
        image={photo}
        outputSize={CROP_PRESETS.avatar}
        cropShape="round"
        areaLabel="Avatar crop"
      />
      <ImageCropper image={photo} outputSize={CROP_PRESETS.cover} areaLabel="Cover crop" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("group", { name: "Cover crop" })).toBeVisible();
  },
};
