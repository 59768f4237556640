"use client";
export { ImageViewer, type ImageViewerProps } from "./ImageViewer";
export { LinkPreview, type LinkPreviewProps } from "./LinkPreview";
export { type MemberAction, PostActions, type PostActionsProps } from "./PostActions";
export { PostCard, type PostCardProps, type PostCardViewer } from "./PostCard";
export { patchCachedPost, patchPostIn } from "./post-cache";
