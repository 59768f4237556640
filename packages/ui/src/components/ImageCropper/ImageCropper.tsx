"use client";
import { useTranslator } from "@causeway/i18n/react";
import { RotateCw } from "lucide-react";
import { useId, useState } from "react";
import { Label, Slider, SliderOutput, SliderThumb, SliderTrack } from "react-aria-components";
import Cropper, { type Area, type Point } from "react-easy-crop";
import { cn } from "../../lib/cn";
import { Button } from "../Button";
import { aspectOf, nextRotation, type PixelCrop, type Size, ZOOM } from "./cropMath";

export interface CropState {
  /** The crop in the rotated source image's pixels: pass it to cropToBlob. */
  pixelCrop: PixelCrop;
  rotation: number;
  zoom: number;
}

export interface ImageCropperProps {
  /** The image URL (an object URL of the chosen file, or a same-origin path). */
  image: string;
  /** The fixed size of the result, e.g. 200 x 200 for an avatar or 382.5 x 156 for a cover. */
  outputSize: Size;
  /** A round frame for avatars. */
  cropShape?: "rect" | "round";
  /** Called when a drag, zoom or rotation settles. */
  onCropChange?: (state: CropState) => void;
  /** Overrides the dictionary's labels. */
  zoomLabel?: string;
  rotateLabel?: string;
  hint?: string;
  areaLabel?: string;
  isDisabled?: boolean;
  className?: string;
}

/**
 * Positions an image inside a fixed frame: drag or arrow keys to reposition, a zoom slider from
 * 1 to 2 in steps of 0.01, and a quarter-turn rotation button.
 */
export function ImageCropper({
  image,
  outputSize,
  cropShape = "rect",
  onCropChange,
  zoomLabel,
  rotateLabel,
  hint,
  areaLabel,
  isDisabled = false,
  className,
}: ImageCropperProps) {
  const { t } = useTranslator();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(ZOOM.min);
  const [rotation, setRotation] = useState(0);
  const hintId = useId();

  const report = (_area: Area, pixels: Area) =>
    onCropChange?.({ pixelCrop: pixels, rotation, zoom });

  return (
    <div
      data-slot="image-cropper"
      data-shape={cropShape}
      data-disabled={isDisabled || undefined}
      className={cn("flex flex-col gap-3", className)}
    >
      <div className="relative aspect-[4/3] w-full overflow-hidden rounded-md bg-surface-sunken">
        <Cropper
          image={image}
          crop={crop}
          zoom={zoom}
          rotation={rotation}
          aspect={aspectOf(outputSize)}
          cropShape={cropShape}
          minZoom={ZOOM.min}
          maxZoom={ZOOM.max}
          zoomWithScroll={!isDisabled}
          showGrid={false}
          onCropChange={isDisabled ? () => {} : setCrop}
          onZoomChange={isDisabled ? undefined : setZoom}
          onCropComplete={report}
          cropperProps={{
            role: "group",
            "aria-label": areaLabel ?? t("ui.cropper.area"),
            "aria-describedby": hintId,
          }}
          mediaProps={{ alt: "" }}
          classes={{
            // The frame's dimming is a box-shadow, so focus shows as an outline.
            cropAreaClassName: "outline-none focus-visible:outline-4 focus-visible:outline-focus",
          }}
        />
      </div>
      <p id={hintId} data-slot="image-cropper-hint" className="text-sm text-fg-muted">
        {hint ?? t("ui.cropper.hint")}
      </p>
      <div className="flex items-end gap-3">
        <Slider
          value={zoom}
          onChange={setZoom}
          minValue={ZOOM.min}
          maxValue={ZOOM.max}
          step={ZOOM.step}
          isDisabled={isDisabled}
          formatOptions={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }}
          className="flex min-w-0 flex-1 flex-col gap-1"
        >
          <div className="flex justify-between text-sm">
            <Label className="font-medium text-fg">{zoomLabel ?? t("ui.cropper.zoom")}</Label>
            <SliderOutput className="tabular-nums text-fg-muted" />
          </div>
          <SliderTrack className="relative mx-2.5 h-6 data-[disabled]:opacity-50">
            {({ state }) => (
              <>
                <div className="absolute top-1/2 h-1.5 w-full -translate-y-1/2 rounded-full bg-border" />
                <div
                  className="absolute top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-primary"
                  style={{ width: `${state.getThumbPercent(0) * 100}%` }}
                />
                <SliderThumb className="top-1/2 size-5 rounded-full border-2 border-primary bg-surface shadow-sm outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus data-[focus-visible]:ring-offset-2 data-[focus-visible]:ring-offset-surface" />
              </>
            )}
          </SliderTrack>
        </Slider>
        <Button
          variant="secondary"
          iconOnly
          aria-label={rotateLabel ?? t("ui.cropper.rotate")}
          icon={<RotateCw aria-hidden size={18} />}
          isDisabled={isDisabled}
          onPress={() => setRotation((r) => nextRotation(r))}
        />
      </div>
    </div>
  );
}
