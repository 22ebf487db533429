import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatCents, toCents, type Project } from '@reno/domain';
import type { ReactNode } from 'react';
import { EditDeleteButtons } from '../../../components/edit-delete-buttons';
import { RecordAttribution } from '../../../entities/household/components/record-attribution';
import { formatPercent, percentOf } from '../../../lib/format-percent';
import { startedLabel } from '../../../lib/format-started';

/** The card's foot: 'Budget' on the left, 'Spent' on the right. */
function BudgetAndSpent({ budgetCents, spentCents }: { budgetCents: number; spentCents: number }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 2 }}>
      <Box>
        <Typography variant="body2" color="textSecondary">
          Budget
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{formatCents(budgetCents)}</Typography>
      </Box>
      <Box sx={{ textAlign: 'right' }}>
        <Typography variant="body2" color="textSecondary">
          Spent
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{formatCents(spentCents)}</Typography>
      </Box>
    </Box>
  );
}

interface ProjectCardProps {
  project: Project;
  active: boolean;
  /** The name of the home it is in, shown while the household has two or more homes. */
  homeName?: string | undefined;
  /** Shown first among the card's actions. */
  action: ReactNode;
  onSelect: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function ProjectCard({
  project,
  active,
  homeName,
  action,
  onSelect,
  onEdit,
  onDelete,
}: ProjectCardProps) {
  const budgetCents = toCents(project.budget) ?? 0;
  const spentCents = toCents(project.totalSpent ?? '0') ?? 0;
  const used = percentOf(spentCents, budgetCents);

  return (
    <Card
      component="article"
      aria-label={project.name}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        borderColor: active ? 'primary.main' : undefined,
        borderWidth: active ? 2 : 1,
      }}
    >
      <CardActionArea onClick={onSelect} aria-pressed={active} sx={{ flexGrow: 1, alignItems: 'stretch' }}>
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'start', gap: 1 }}>
            <Typography
              component="h2"
              variant="h6"
              sx={{ fontWeight: 600, flexGrow: 1, overflowWrap: 'anywhere' }}
            >
              {project.name}
            </Typography>
            {active && <Chip label="Active" color="primary" size="small" />}
          </Box>
          {homeName && (
            <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 500, overflowWrap: 'anywhere' }}>
              Home: {homeName}
            </Typography>
          )}
          {project.description && (
            <Typography color="textSecondary" sx={{ mt: 0.5 }}>
              {project.description}
            </Typography>
          )}
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
            {startedLabel(project.startDate)}
          </Typography>
          <RecordAttribution record={project} />
          <Box sx={{ mt: 2 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
              <Typography variant="body2">Budget used</Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {formatPercent(used)}
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={Math.min(100, used)}
              color={used > 100 ? 'error' : 'primary'}
              aria-label={`Budget used for ${project.name}`}
              sx={{ mt: 0.5, height: 8, borderRadius: 4 }}
            />
          </Box>
          <BudgetAndSpent budgetCents={budgetCents} spentCents={spentCents} />
        </CardContent>
      </CardActionArea>
      <CardActions>
        <Box sx={{ flexGrow: 1 }}>{action}</Box>
        <EditDeleteButtons name={project.name} onEdit={onEdit} onDelete={onDelete} />
      </CardActions>
    </Card>
  );
}
