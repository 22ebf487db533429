import EngineeringIcon from '@mui/icons-material/Engineering';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import TimelineIcon from '@mui/icons-material/Timeline';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CardGrid } from '../../../components/card-grid';

const BLURBS = [
  { title: 'Track Expenses', text: 'Log every purchase with its receipt', Icon: ReceiptLongIcon },
  { title: 'Manage Contractors', text: 'Keep quotes and contacts together', Icon: EngineeringIcon },
  { title: 'Timeline Progress', text: 'Follow each milestone to the finish', Icon: TimelineIcon },
];

export function OnboardingBlurbs() {
  return (
    <CardGrid columns={{ xs: '1fr', sm: 'repeat(3, 1fr)' }}>
      {BLURBS.map(({ title, text, Icon }) => (
        <Box component="li" key={title} sx={{ textAlign: 'center' }}>
          <Icon color="primary" aria-hidden sx={{ fontSize: 32 }} />
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {text}
          </Typography>
        </Box>
      ))}
    </CardGrid>
  );
}
