import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatDate, isOverdue, type Milestone } from '@reno/domain';
import { EditDeleteButtons } from '../../../components/edit-delete-buttons';
import { RecordAttribution } from '../../../entities/household/components/record-attribution';
import { useCanEdit } from '../../../lib/household-role';

type MilestoneState = 'open' | 'overdue' | 'completed';

function milestoneState(milestone: Milestone, today: string): MilestoneState {
  if (milestone.isCompleted) return 'completed';
  return isOverdue(milestone, today) ? 'overdue' : 'open';
}

const MARKER_COLORS: Record<MilestoneState, string> = {
  open: 'primary.main',
  overdue: 'error.main',
  completed: 'success.main',
};

interface MilestoneItemProps {
  milestone: Milestone;
  today: string;
  last: boolean;
  completing: boolean;
  onComplete: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One milestone on the timeline: a marker on the line, then its card (docs/product.md#timeline-screen). */
export function MilestoneItem({ today, last, ...actions }: MilestoneItemProps) {
  const { milestone } = actions;
  const state = milestoneState(milestone, today);
  return (
    <Box component="li" aria-label={milestone.title} sx={{ display: 'flex', gap: { xs: 1.5, sm: 2 } }}>
      <TimelineMarker state={state} last={last} />
      <Card
        variant="outlined"
        sx={{
          flexGrow: 1,
          minWidth: 0,
          mb: 2,
          // Dimmed with a grey card and secondary text rather than opacity, which took the text and the
          // 'Completed' chip under WCAG AA contrast.
          bgcolor: state === 'completed' ? 'grey.50' : undefined,
          borderColor: state === 'overdue' ? 'error.main' : undefined,
        }}
      >
        <CardContent sx={{ display: 'grid', gap: 1, '&:last-child': { pb: 2 } }}>
          <MilestoneHeading milestone={milestone} state={state} />
          {milestone.description && (
            <Typography variant="body2" color="textSecondary" sx={{ whiteSpace: 'pre-line' }}>
              {milestone.description}
            </Typography>
          )}
          <Typography variant="body2" color={state === 'overdue' ? 'error' : 'textSecondary'}>
            {milestone.targetDate ? `Target: ${formatDate(milestone.targetDate)}` : 'No target date'}
            {milestone.isCompleted && milestone.completedDate
              ? ` · Completed on ${formatDate(milestone.completedDate)}`
              : ''}
          </Typography>
          <RecordAttribution record={milestone} />
          <MilestoneActions {...actions} />
        </CardContent>
      </Card>
    </Box>
  );
}

/** The milestone's dot on the timeline's line, coloured by its state; the line runs on to the next one. */
function TimelineMarker({ state, last }: { state: MilestoneState; last: boolean }) {
  return (
    <Box aria-hidden sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', pt: 2.5 }}>
      <Box
        data-testid="milestone-marker"
        data-state={state}
        sx={{
          width: 16,
          height: 16,
          borderRadius: '50%',
          bgcolor: MARKER_COLORS[state],
          boxShadow: (theme) => `0 0 0 4px ${theme.palette.background.default}`,
          flexShrink: 0,
        }}
      />
      {!last && <Box sx={{ width: 2, flexGrow: 1, bgcolor: 'divider', mt: 1 }} />}
    </Box>
  );
}

/** The title (struck through once completed), its category, and 'Overdue' or 'Completed'. */
function MilestoneHeading({ milestone, state }: { milestone: Milestone; state: MilestoneState }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Typography
        component="h2"
        variant="subtitle1"
        sx={{
          fontWeight: 600,
          overflowWrap: 'anywhere',
          textDecoration: state === 'completed' ? 'line-through' : undefined,
          color: state === 'completed' ? 'text.secondary' : undefined,
        }}
      >
        {milestone.title}
      </Typography>
      <Chip label={milestone.category} size="small" variant="outlined" />
      {state === 'overdue' && <Chip label="Overdue" size="small" color="error" />}
      {state === 'completed' && <Chip label="Completed" size="small" color="success" variant="outlined" />}
    </Box>
  );
}

/** 'Complete' (until it is), edit and delete; none for a viewer. */
function MilestoneActions({
  milestone,
  completing,
  onComplete,
  onEdit,
  onDelete,
}: Pick<MilestoneItemProps, 'milestone' | 'completing' | 'onComplete' | 'onEdit' | 'onDelete'>) {
  if (!useCanEdit()) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, justifyContent: 'flex-end' }}>
      {!milestone.isCompleted && (
        <Button
          size="small"
          variant="outlined"
          color="success"
          startIcon={<CheckIcon />}
          onClick={onComplete}
          disabled={completing}
          aria-label={`Complete ${milestone.title}`}
        >
          Complete
        </Button>
      )}
      <EditDeleteButtons name={milestone.title} onEdit={onEdit} onDelete={onDelete} small />
    </Box>
  );
}
