import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { useCanEdit } from '../../../lib/household-role';

// No icon: the Expenses screen's first JS gains no chunk for it.
/** 'Import Statement': the statement import screen (docs/product.md#statement-import-screen); none for a viewer. */
export function ImportStatementButton() {
  if (!useCanEdit()) return null;
  return (
    <Button component={RouterLink} to="/expenses/import" variant="outlined">
      Import Statement
    </Button>
  );
}
