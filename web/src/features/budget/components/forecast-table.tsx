import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatMoney } from '@reno/domain';
import { isOver, varianceInWords } from '../../../lib/format-variance';
import type { ForecastRow } from '../utils/forecast-rows';
import { scrollShadows } from '../../../components/scroll-shadows';

/** The chart's figures as a table: what screen readers read, and what a phone shows instead. */
export function ForecastTable({ rows }: { rows: ForecastRow[] }) {
  return (
    // Scrolls sideways on a narrow phone, a shadow at the edge saying more is there; focusable so the
    // keyboard can scroll it too.
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label="Budget by category, scrollable"
      sx={(theme) => scrollShadows(theme)}
    >
      <Table size="small" aria-label="Planned, spent and committed by category">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Category
            </TableCell>
            <TableCell align="right">Planned</TableCell>
            <TableCell align="right">Spent</TableCell>
            <TableCell align="right">Committed</TableCell>
            <TableCell>Variance</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell component="th" scope="row">
                {row.label}
              </TableCell>
              <TableCell align="right">{formatMoney(row.planned)}</TableCell>
              <TableCell align="right">{formatMoney(row.spent)}</TableCell>
              <TableCell align="right">{formatMoney(row.committed)}</TableCell>
              <TableCell
                sx={{
                  whiteSpace: 'nowrap',
                  fontWeight: 600,
                  color: row.variance && isOver(row.variance) ? 'error.main' : 'text.primary',
                }}
              >
                {row.variance === null ? 'Not in a category' : varianceInWords(row.variance, 'plan')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
