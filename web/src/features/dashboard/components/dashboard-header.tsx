import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatDate, type Project } from '@reno/domain';

/** 'Started {date}', or 'Started Unknown' when the project has no readable start date. */
export function startedLabel(startDate: string | null | undefined): string {
  const formatted = startDate ? formatDate(startDate) : 'Invalid Date';
  return `Started ${formatted === 'Invalid Date' ? 'Unknown' : formatted}`;
}

export function DashboardHeader({ project, onAddExpense }: { project: Project; onAddExpense: () => void }) {
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
        justifyContent: 'space-between',
        mb: 3,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {project.name}
        </Typography>
        <Typography color="text.secondary">{startedLabel(project.startDate)}</Typography>
      </Box>
      <Button variant="contained" startIcon={<AddIcon />} onClick={onAddExpense}>
        Add Expense
      </Button>
    </Box>
  );
}
