import { createTheme } from '@mui/material/styles';

// The small-screen breakpoint is 1024 px (docs/product.md#layout-sizes), so `lg` is 1024 (sidebar fixed
// from lg up).
export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1024, xl: 1536 } },
  palette: {
    primary: { main: '#1565c0' },
    secondary: { main: '#ef6c00' },
    // MUI's default info blue (#0288d1) under white text is 3.9:1; a toast is a filled alert: 4.8:1 here.
    info: { main: '#0277bd' },
    background: { default: '#f6f7fb' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCard: { defaultProps: { variant: 'outlined' } },
  },
});
