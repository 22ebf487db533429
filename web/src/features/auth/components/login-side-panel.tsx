import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const BULLETS = [
  'Keep every project on budget with live spending totals',
  'Store receipts and contractor estimates in one place',
  'Follow milestones on a timeline from planning to inspection',
];

export function LoginSidePanel() {
  return (
    <Box
      component="aside"
      aria-labelledby="journey-title"
      sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', p: { xs: 3, md: 5 }, borderRadius: 2 }}
    >
      <Typography id="journey-title" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        Track Your Renovation Journey
      </Typography>
      {/* A plain list drawn as MUI's List would: its list items would add ~4 KiB to /login's first JS. */}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, px: 0, py: 1 }}>
        {BULLETS.map((bullet) => (
          <Box component="li" key={bullet} sx={{ display: 'flex', alignItems: 'center', py: 1 }}>
            <CheckCircleIcon aria-hidden sx={{ mr: 1.5 }} />
            <Typography sx={{ my: 0.5 }}>{bullet}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
