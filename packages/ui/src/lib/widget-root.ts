/**
 * The class of every embedded widget's outermost element and of every overlay (dialog, popover,
 * menu, tooltip, toast region) it opens. The published stylesheets scope their reset to it, so a
 * widget looks as designed on any host page and never restyles the page around it.
 */
export const WIDGET_ROOT = "cw-root";
