import type { SxProps, Theme } from '@mui/material/styles';

// The props of InstantSelect (instant-select.tsx) and of the select it loads (instant-select-field.tsx).

export interface Choice<T> {
  value: T;
  label: string;
}

export interface InstantSelectProps<T extends string | number> {
  label: string;
  value: T;
  options: readonly Choice<T>[];
  /** Called with the chosen option's value as soon as it is chosen. */
  onChange: (value: T) => void;
  disabled?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}
