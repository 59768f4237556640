export { embedUrl, type VideoSource } from "./embedUrl";
export { VideoEmbed, type VideoEmbedProps } from "./VideoEmbed";
