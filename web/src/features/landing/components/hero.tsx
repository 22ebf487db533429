import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export function Hero({ signedIn, demoVideoUrl }: { signedIn: boolean; demoVideoUrl: string | null }) {
  return (
    <Box component="section" aria-labelledby="hero-title" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Container maxWidth="md">
        <Typography
          id="hero-title"
          component="h1"
          variant="h3"
          sx={{ fontWeight: 800, fontSize: { xs: 32, md: 48 } }}
        >
          Renovate with confidence, on time and on budget
        </Typography>
        <Typography variant="h6" component="p" color="textSecondary" sx={{ mt: 2, fontWeight: 400 }}>
          Plan budgets, log every expense and receipt, compare contractor estimates and follow each milestone
          of your home renovation in one place.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4, justifyContent: 'center' }}>
          <Button
            component={RouterLink}
            to={signedIn ? '/dashboard' : '/login'}
            variant="contained"
            size="large"
          >
            {signedIn ? 'Go to Dashboard' : 'Start Your First Project'}
          </Button>
          {demoVideoUrl && (
            <Button
              component="a"
              href={demoVideoUrl}
              target="_blank"
              rel="noopener noreferrer"
              variant="outlined"
              size="large"
              startIcon={<PlayCircleOutlineIcon />}
            >
              Watch Demo
            </Button>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
