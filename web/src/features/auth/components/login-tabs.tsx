import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useRef, type KeyboardEvent } from 'react';

export type LoginTab = 'sign-in' | 'sign-up';

const TABS: { value: LoginTab; label: string }[] = [
  { value: 'sign-in', label: 'Sign In' },
  { value: 'sign-up', label: 'Sign Up' },
];

/**
 * 'Sign In' and 'Sign Up': two full-width tabs as MUI's Tabs draw them (the WAI-ARIA tabs pattern), each
 * controlling the panel `panel-{value}`. MUI's Tabs bring their scrolling machinery, ~6 KiB gzip of the
 * login screen's first JS (docs/benchmarks.md section 4a), for two tabs that never scroll.
 */
export function LoginTabs({ value, onChange }: { value: LoginTab; onChange: (tab: LoginTab) => void }) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  // Arrow keys, Home and End move the focus along the tabs; a click, Enter or Space chooses one.
  const moveFocus = (event: KeyboardEvent, index: number) => {
    const last = TABS.length - 1;
    const keys: Record<string, number> = {
      ArrowLeft: index === 0 ? last : index - 1,
      ArrowRight: index === last ? 0 : index + 1,
      Home: 0,
      End: last,
    };
    const next = keys[event.key];
    if (next === undefined) return;
    event.preventDefault();
    tabs.current[next]?.focus();
  };
  return (
    <Box role="tablist" sx={{ display: 'flex', mb: 3 }}>
      {TABS.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <ButtonBase
            key={tab.value}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            role="tab"
            id={`tab-${tab.value}`}
            aria-selected={selected}
            aria-controls={`panel-${tab.value}`}
            tabIndex={selected ? 0 : -1}
            focusRipple
            onClick={() => onChange(tab.value)}
            onKeyDown={(event) => moveFocus(event, index)}
            sx={{
              typography: 'button',
              lineHeight: 1.25,
              flex: '1 1 0',
              minHeight: 48,
              px: 2,
              py: 1.5,
              color: selected ? 'primary.main' : 'text.secondary',
              borderBottom: 2,
              borderColor: selected ? 'primary.main' : 'transparent',
            }}
          >
            {tab.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
