export { embedUrl, isEmbeddableVideoUrl, parseVideoUrl, type VideoSource } from "./parseVideoUrl";
export { VideoEmbed, type VideoEmbedProps } from "./VideoEmbed";
