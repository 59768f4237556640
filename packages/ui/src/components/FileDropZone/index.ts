export { checkFiles, type FileLike, type FileRules, type Rejection } from "./checkFiles";
export { FileDropZone, type FileDropZoneProps } from "./FileDropZone";
