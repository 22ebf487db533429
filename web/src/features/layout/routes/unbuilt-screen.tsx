import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';

const TITLES: Record<string, string> = {
  '/estimates': 'Estimates',
  '/contractors': 'Contractors',
  '/timeline': 'Project Timeline',
};

/** Routes of SPEC §2 whose screens are not built yet (web issue 8 and later): said plainly, not faked. */
export function UnbuiltScreen() {
  const { pathname } = useLocation();
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
        {TITLES[pathname] ?? 'Not available'}
      </Typography>
      <Alert severity="info">This screen is not available yet in this version of the app.</Alert>
    </>
  );
}
