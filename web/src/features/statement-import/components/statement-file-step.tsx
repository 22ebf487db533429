import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FilePickerButton } from '../../../components/file-picker';
import type { FileProblems } from '../hooks/use-statement-file';
import { StatementProblems } from './statement-problems';

interface StatementFileStepProps {
  problems: FileProblems | null;
  onPick: (file: File) => void;
  /** Reads the sample statement instead of a file. */
  onSample: () => void;
}

/** The first step: a statement file from the bank, read here; nothing is stored until the rows are confirmed. */
export function StatementFileStep({ problems, onPick, onSample }: StatementFileStepProps) {
  const hintId = useId();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {problems && <StatementProblems problems={problems} />}
      <Typography id={hintId} color="textSecondary">
        Export a CSV, OFX or QFX file from your bank or card (5 MB or 10,000 rows at most). It is read in this
        browser: you see every row before anything is stored.
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <FilePickerButton
          inputLabel="Statement file"
          accept=".csv,.ofx,.qfx,.txt,text/csv"
          describedBy={hintId}
          onPick={(file) => file && onPick(file)}
        >
          Choose a statement file
        </FilePickerButton>
        <Button onClick={onSample}>Try a sample statement</Button>
      </Stack>
    </Stack>
  );
}
