// Story helpers for the workspace (not published): pointer presses that hit-test like a finger,
// and the stories that pick in every picker inside a modal dialog on a phone (issue 25).
export { expectBeside, expectInViewport, pressWithPointer } from "./pointer";
export {
  type DialogKind,
  floatingPanel,
  MANY_CURRENCIES,
  PHONE_GLOBALS,
  type PointerPick,
  pointerPickStory,
  pressOption,
  pressToOpen,
  showsChoice,
} from "./pointer-pick";
