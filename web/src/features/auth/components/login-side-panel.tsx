import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
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
      <List>
        {BULLETS.map((bullet) => (
          <ListItem key={bullet} disableGutters>
            <ListItemIcon sx={{ minWidth: 36, color: 'inherit' }}>
              <CheckCircleIcon aria-hidden />
            </ListItemIcon>
            <ListItemText primary={bullet} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
