export {
  Segment,
  SegmentedControl,
  type SegmentedControlProps,
  type SegmentProps,
} from "./SegmentedControl";
