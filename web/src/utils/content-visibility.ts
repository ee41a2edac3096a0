/**
 * Lets the browser skip the style, layout and paint of a block while it is far from the screen. Every
 * full layout of a page (the web fonts arriving, hydration, a modal dialog opening) then costs only
 * what is on screen; `auto` keeps the block's last rendered height, so scrolling back does not jump.
 * Such a block clips what overflows it (paint containment): the clip margin leaves room for the hover
 * shadows and lifts of the cards and tiles inside. For full-width blocks stacked one under another,
 * not for items of a grid: the estimate of a skipped item sets its row's height, and the cards beside
 * it moved when it rendered (the blogs list shifted by 0.031).
 */
export const contentVisibilityAuto = (estimatedHeight: number) =>
  ({
    contentVisibility: 'auto',
    containIntrinsicSize: `auto ${estimatedHeight}px`,
    overflowClipMargin: '48px',
  }) as const;
