import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

describe('the theme', () => {
  // Toasts are filled alerts (info, success, error) and buttons are filled primary: their text sits on the
  // colour itself, which must hold WCAG AA's 4.5:1 for normal text.
  it.each(['primary', 'info', 'success', 'error'] as const)(
    'puts %s text on its colour at 4.5:1 or more',
    (name) => {
      const { main, contrastText } = theme.palette[name];
      expect(getContrastRatio(contrastText, main)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
