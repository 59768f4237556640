export { Carousel, type CarouselProps } from "./Carousel";
export {
  CAROUSEL_SLIDES_PER_VIEW,
  type CarouselPosition,
  carouselPosition,
  type ScrollMetrics,
  slidesPerView,
} from "./carouselPosition";
