/** `sx` for text cut to `lines` lines with an ellipsis (excerpts on cards). */
export function lineClamp(lines: number) {
  return {
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  } as const;
}
