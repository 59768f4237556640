"use client";
export { Uploader, type UploaderProps } from "./Uploader";
export { type UploadFn, type UploadResult, useApiUpload, useUploadsDispatch } from "./useUploads";
