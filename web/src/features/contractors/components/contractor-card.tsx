import BusinessIcon from '@mui/icons-material/Business';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatMoney, type Contractor } from '@reno/domain';
import type { ReactNode } from 'react';
import { EditDeleteButtons } from '../../../components/edit-delete-buttons';
import { FilteredExpensesLink } from '../../../entities/expense/components/filtered-expenses-link';
import { RecordAttribution } from '../../../entities/household/components/record-attribution';

/** The hourly rate is shown per hour ('$75.00/hr', docs/product.md#contractors-screen). */
const hourlyRateLabel = (hourlyRate: string) => `${formatMoney(hourlyRate)}/hr`;

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', minWidth: 0 }}>
      <Box component="span" aria-hidden sx={{ display: 'flex', '& svg': { fontSize: 18 } }}>
        {icon}
      </Box>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

interface ContractorCardProps {
  contractor: Contractor;
  onEdit: () => void;
  onDelete: () => void;
}

export function ContractorCard({ contractor, onEdit, onDelete }: ContractorCardProps) {
  return (
    <Card component="li" aria-label={contractor.name} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1, display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'start', justifyContent: 'space-between', gap: 1 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {contractor.name}
          </Typography>
          {contractor.hourlyRate !== null && (
            <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {hourlyRateLabel(contractor.hourlyRate)}
            </Typography>
          )}
        </Box>
        {contractor.specialty && (
          <Box>
            <Chip label={contractor.specialty} size="small" color="primary" variant="outlined" />
          </Box>
        )}
        {contractor.company && <ContactLine icon={<BusinessIcon />}>{contractor.company}</ContactLine>}
        {contractor.email && (
          <ContactLine icon={<EmailIcon />}>
            <Link href={`mailto:${contractor.email}`}>{contractor.email}</Link>
          </ContactLine>
        )}
        {contractor.phone && (
          <ContactLine icon={<PhoneIcon />}>
            <Link href={`tel:${contractor.phone}`}>{contractor.phone}</Link>
          </ContactLine>
        )}
        {contractor.notes && (
          <Typography variant="body2" color="textSecondary" sx={{ whiteSpace: 'pre-line' }}>
            {contractor.notes}
          </Typography>
        )}
        <RecordAttribution record={contractor} />
      </CardContent>
      <CardActions sx={{ pt: 0 }}>
        <FilteredExpensesLink
          filter={{ contractorId: contractor.id }}
          label="Expenses"
          name={contractor.name}
        />
        <Box sx={{ flexGrow: 1 }} />
        <EditDeleteButtons name={contractor.name} onEdit={onEdit} onDelete={onDelete} />
      </CardActions>
    </Card>
  );
}
