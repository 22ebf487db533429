import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId, useState } from 'react';

/**
 * What an assistant answer looked up, collapsed under it: 'Looked at 3 sources' opens the lines, each
 * naming the filters it applied and how much it read ('Materials · Oct 2026 · Kitchen Remodel: 143 expenses').
 */
export function LookedAtDisclosure({ lines }: { lines: readonly string[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <Box sx={{ mt: 0.5 }}>
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        sx={{ px: 0.5, minWidth: 0, textTransform: 'none', fontSize: '0.75rem', color: 'text.secondary' }}
      >
        Looked at {lines.length} source{lines.length === 1 ? '' : 's'}
      </Button>
      <Box
        component="ul"
        id={listId}
        hidden={!open}
        sx={{ m: 0, pl: 2.5, fontSize: '0.75rem', color: 'text.secondary' }}
      >
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
    </Box>
  );
}
