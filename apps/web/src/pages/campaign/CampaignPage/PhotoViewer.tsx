import { ImageViewer, type ImageViewerProps } from "@causeway/forms";

/** The full view of a gallery's pictures (forms' ImageViewer: previous / next), loaded on open. */
export default function PhotoViewer(props: ImageViewerProps) {
  return <ImageViewer {...props} />;
}
