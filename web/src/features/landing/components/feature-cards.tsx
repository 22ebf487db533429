import EngineeringIcon from '@mui/icons-material/Engineering';
import SavingsIcon from '@mui/icons-material/Savings';
import TimelineIcon from '@mui/icons-material/Timeline';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

const FEATURES: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Budget Management',
    text: 'Set a budget for each project and see what is spent and what remains, by category.',
    icon: <SavingsIcon color="primary" />,
  },
  {
    title: 'Progress Tracking',
    text: 'Lay out milestones on a timeline, spot overdue steps and mark work complete.',
    icon: <TimelineIcon color="primary" />,
  },
  {
    title: 'Contractor Management',
    text: 'Keep contractor contacts, compare their estimates and follow what has been paid.',
    icon: <EngineeringIcon color="primary" />,
  },
];

export function FeatureCards() {
  return (
    <Box component="section" aria-labelledby="features-title" sx={{ pb: { xs: 6, md: 10 } }}>
      <Container maxWidth="lg">
        <Typography
          id="features-title"
          component="h2"
          variant="h5"
          sx={{ textAlign: 'center', fontWeight: 700, mb: 3 }}
        >
          Everything your renovation needs
        </Typography>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {FEATURES.map((feature) => (
            <Card key={feature.title} component="article">
              <CardContent>
                <Box aria-hidden sx={{ '& svg': { fontSize: 36 } }}>
                  {feature.icon}
                </Box>
                <Typography component="h3" variant="h6" sx={{ mt: 1, fontWeight: 600 }}>
                  {feature.title}
                </Typography>
                <Typography color="textSecondary">{feature.text}</Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
