import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

/** A CSV file's first rows as they are, columns numbered: what the mapping names. Scrolls sideways when narrow. */
export function StatementPreview({ preview, columns }: { preview: string[][]; columns: number }) {
  const numbers = Array.from({ length: columns }, (_, index) => index);
  return (
    <Box>
      <Typography component="h2" variant="h6" gutterBottom>
        The file's first rows
      </Typography>
      <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
        <Table size="small" aria-label="The file's first rows">
          <TableHead>
            <TableRow>
              {numbers.map((index) => (
                <TableCell key={index}>Column {index + 1}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.map((cells, row) => (
              <TableRow key={row}>
                {numbers.map((index) => (
                  <TableCell key={index} sx={{ whiteSpace: 'nowrap' }}>
                    {cells[index]}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
