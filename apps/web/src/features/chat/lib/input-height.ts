/**
 * The message box's height: its content's height up to the cap, scrolling
 * beyond it.
 */
export function inputHeight(contentHeight: number, maxHeight: number) {
  return { height: Math.min(contentHeight, maxHeight), isScrollable: contentHeight > maxHeight }
}
