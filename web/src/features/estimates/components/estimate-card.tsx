import EngineeringIcon from '@mui/icons-material/Engineering';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatDate, type Estimate } from '@reno/domain';
import { EditDeleteButtons } from '../../../components/edit-delete-buttons';
import { FilteredExpensesLink } from '../../../entities/expense/components/filtered-expenses-link';
import { RecordAttribution } from '../../../entities/household/components/record-attribution';
import { estimateProgress, paidLabel, remainingLabel } from '../utils/estimate-progress';
import { EstimateStatusIcon } from './estimate-status-icon';
import { EstimateTotal } from './estimate-total';
import { NextPayment } from './next-payment';
import { PaymentProgressBar } from './payment-progress-bar';

interface EstimateCardProps {
  estimate: Estimate;
  contractorName: string;
  onOpen: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** An estimate card (docs/product.md#estimates-screen); clicking it opens the detail dialog. */
export function EstimateCard({ estimate, contractorName, onOpen, onEdit, onDelete }: EstimateCardProps) {
  const progress = estimateProgress(estimate);
  return (
    <Card component="li" aria-label={estimate.title} sx={{ display: 'flex', flexDirection: 'column' }}>
      {/* A button centres its content vertically: keep the text at the top when the grid row is taller. */}
      <CardActionArea
        onClick={onOpen}
        sx={{
          flexGrow: 1,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'flex-start',
          alignItems: 'stretch',
        }}
      >
        <CardContent sx={{ display: 'grid', gap: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'start', justifyContent: 'space-between', gap: 1 }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {estimate.title}
              </Typography>
              <Typography variant="body2" color="textSecondary">
                {formatDate(estimate.date)}
              </Typography>
            </Box>
            <EstimateStatusIcon status={estimate.status} />
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
            <EngineeringIcon fontSize="small" aria-hidden />
            <Typography variant="body2">{contractorName}</Typography>
          </Box>
          <PaymentProgressBar estimate={estimate} progress={progress} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="body2">{paidLabel(progress, estimate.paidCount)}</Typography>
            <EstimateTotal estimate={estimate} />
          </Box>
          <Typography
            variant="body2"
            sx={{ fontWeight: 600, color: progress.fullyPaid ? 'success.main' : 'text.secondary' }}
          >
            {remainingLabel(progress, estimate.status)}
          </Typography>
          <NextPayment estimate={estimate} />
          <RecordAttribution record={estimate} />
        </CardContent>
      </CardActionArea>
      <CardActions sx={{ pt: 0 }}>
        <FilteredExpensesLink filter={{ estimateId: estimate.id }} label="Payments" name={estimate.title} />
        <Box sx={{ flexGrow: 1 }} />
        <EditDeleteButtons name={estimate.title} onEdit={onEdit} onDelete={onDelete} />
      </CardActions>
    </Card>
  );
}
