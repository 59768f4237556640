export { LoadMore, type LoadMoreProps } from "./LoadMore";
export {
  LOAD_MORE_THRESHOLD_PX,
  type LoadMoreSentinelOptions,
  useLoadMoreSentinel,
} from "./useLoadMoreSentinel";
