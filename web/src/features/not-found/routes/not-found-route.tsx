import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';

export function NotFoundRoute() {
  return (
    <EmptyState
      headingLevel="h1"
      title="Page Not Found"
      description="The page you are looking for does not exist."
      action={
        <Button component={RouterLink} to="/dashboard" variant="contained">
          Go to Dashboard
        </Button>
      }
    />
  );
}
