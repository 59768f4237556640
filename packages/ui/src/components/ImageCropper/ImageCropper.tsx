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
      className={cn("cw:flex cw:flex-col cw:gap-3", className)}
    >
      <div className="cw:relative cw:aspect-[4/3] cw:w-full cw:overflow-hidden cw:rounded-md cw:bg-surface-sunken">
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
            cropAreaClassName:
              "cw:outline-none cw:focus-visible:outline-4 cw:focus-visible:outline-focus",
          }}
        />
      </div>
      <p id={hintId} data-slot="image-cropper-hint" className="cw:text-sm cw:text-fg-muted">
        {hint ?? t("ui.cropper.hint")}
      </p>
      <div className="cw:flex cw:items-end cw:gap-3">
        <Slider
          value={zoom}
          onChange={setZoom}
          minValue={ZOOM.min}
          maxValue={ZOOM.max}
          step={ZOOM.step}
          isDisabled={isDisabled}
          formatOptions={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }}
          className="cw:flex cw:min-w-0 cw:flex-1 cw:flex-col cw:gap-1"
        >
          <div className="cw:flex cw:justify-between cw:text-sm">
            <Label className="cw:font-medium cw:text-fg">{zoomLabel ?? t("ui.cropper.zoom")}</Label>
            <SliderOutput className="cw:tabular-nums cw:text-fg-muted" />
          </div>
          <SliderTrack className="cw:relative cw:mx-2.5 cw:h-6 cw:data-[disabled]:opacity-50">
            {({ state }) => (
              <>
                <div className="cw:absolute cw:top-1/2 cw:h-1.5 cw:w-full cw:-translate-y-1/2 cw:rounded-full cw:bg-border" />
                <div
                  className="cw:absolute cw:top-1/2 cw:h-1.5 cw:-translate-y-1/2 cw:rounded-full cw:bg-primary"
                  style={{ width: `${state.getThumbPercent(0) * 100}%` }}
                />
                <SliderThumb className="cw:top-1/2 cw:size-5 cw:rounded-full cw:border-2 cw:border-primary cw:bg-surface cw:shadow-sm cw:outline-none cw:data-[focus-visible]:ring-2 cw:data-[focus-visible]:ring-focus cw:data-[focus-visible]:ring-offset-2 cw:data-[focus-visible]:ring-offset-surface" />
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
