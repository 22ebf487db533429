import type { Theme } from '@mui/material/styles';

/**
 * A shadow at each side of a box that scrolls sideways, shown only where more lies past that side (a wide
 * table on a phone): CSS alone, no script. The paper-coloured covers scroll with the content and hide
 * each shadow once its end is reached.
 */
export function scrollShadows(theme: Theme) {
  const paper = theme.palette.background.paper;
  const shadow = theme.palette.mode === 'dark' ? 'rgba(0, 0, 0, 0.6)' : 'rgba(0, 0, 0, 0.2)';
  return {
    background: [
      `linear-gradient(to right, ${paper} 30%, transparent) left / 40px 100% no-repeat local`,
      `linear-gradient(to left, ${paper} 30%, transparent) right / 40px 100% no-repeat local`,
      `radial-gradient(farthest-side at 0 50%, ${shadow}, transparent) left / 14px 100% no-repeat scroll`,
      `radial-gradient(farthest-side at 100% 50%, ${shadow}, transparent) right / 14px 100% no-repeat scroll`,
    ].join(', '),
    backgroundColor: paper,
  };
}
