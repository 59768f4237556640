"use client";
export { PostCreator, type PostCreatorCampaign, type PostCreatorProps } from "./PostCreator";
export type { PostImageUpload } from "./usePostImages";
