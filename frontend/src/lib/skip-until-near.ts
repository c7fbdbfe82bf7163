/**
 * Styles for a large block below the first screen: the browser neither lays it out nor paints it
 * until it nears the viewport (`content-visibility: auto`), and counts it as `estimatePx` tall
 * until then (afterwards, as tall as it last was). It stays in the accessibility tree and in
 * find-in-page. Laying out whole server-rendered pages while they loaded was a large part of their
 * main-thread time before any script ran (the home page's longest task).
 */
export function skipUntilNear(estimatePx: number) {
  return {
    contentVisibility: 'auto',
    containIntrinsicSize: `auto ${estimatePx}px`,
  } as const;
}
