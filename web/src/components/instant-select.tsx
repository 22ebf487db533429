import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { Suspense, type Ref } from 'react';
import { lazyWithPreload } from '../lib/lazy-with-preload';
import type { InstantSelectField as GenericSelectField } from './instant-select-field';
import type { InstantSelectProps } from './instant-select-props';

export type { Choice } from './instant-select-props';

// MUI's select brings its menu, popover, modal and the text field's other variants (~15 KiB gzip): a
// screen that shows a select at first paint (the expenses' filters) would wait for them. The screen paints
// the closed select at once and the select's code downloads beside the screen's data.
// (React.lazy keeps the props of one instance of the generic: the cast gives the generic back.)
const InstantSelectField = lazyWithPreload(
  () => import('./instant-select-field'),
  'InstantSelectField',
) as unknown as typeof GenericSelectField;

/** A select outside any form whose choice takes effect at once, with no Save: a filter, a setting, a role. */
export function InstantSelect<T extends string | number>(props: InstantSelectProps<T>) {
  return (
    <Suspense fallback={<ClosedSelect {...props} />}>
      <InstantSelectField {...props} />
    </Suspense>
  );
}

/**
 * The closed select as MUI draws it, the same size (its label, the chosen option, the arrow), until the
 * select has arrived: nothing moves when it replaces this. Not operable, so hidden from assistive technology.
 */
function ClosedSelect<T extends string | number>({
  label,
  value,
  options,
  disabled = false,
  size = 'small',
  sx,
}: InstantSelectProps<T>) {
  const chosen = options.find((option) => option.value === value)?.label ?? '';
  return (
    <FormControl size={size} disabled={disabled} sx={sx} aria-hidden>
      <InputLabel shrink>{label}</InputLabel>
      <OutlinedInput
        label={label}
        notched
        value={chosen}
        inputComponent={ChosenOption}
        endAdornment={
          <ArrowDropDownIcon
            sx={{
              position: 'absolute',
              right: 7,
              top: 'calc(50% - .5em)',
              pointerEvents: 'none',
              color: disabled ? 'action.disabled' : 'action.active',
            }}
          />
        }
      />
    </FormControl>
  );
}

/** Where MUI's select shows the chosen option: the input's box, with room on the right for the arrow. */
function ChosenOption({
  className,
  value,
  ref,
}: {
  className?: string;
  value?: unknown;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <Box
      ref={ref}
      className={className}
      sx={{
        '&&&': { pr: '32px' },
        height: 'auto',
        minHeight: '1.4375em',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        userSelect: 'none',
      }}
    >
      {String(value ?? '')}
    </Box>
  );
}
