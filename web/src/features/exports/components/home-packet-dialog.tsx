import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { Home } from '@reno/domain';
import { useState } from 'react';
import { TitledDialog } from '../../../components/titled-dialog';
import { homePacketContentsLine } from '../utils/export-words';
import { ExportJobBody } from './export-job-body';

interface HomePacketDialogProps {
  open: boolean;
  home: Pick<Home, 'id' | 'name'>;
  onClose: () => void;
}

/**
 * 'Home packet' (docs/product.md#home-packet-dialog): 'Include the cost basis' or not, then the packet is
 * built by the export worker as the records archive is, with its progress and the download.
 */
export function HomePacketDialog({ open, home, onClose }: HomePacketDialogProps) {
  return (
    <TitledDialog open={open} title="Home packet" onClose={onClose}>
      <PacketBody home={home} open={open} onClose={onClose} />
    </TitledDialog>
  );
}

const INTRO =
  'A PDF of the home for a buyer, an insurer or the next contractor (rooms, items with model and serial, paint colours, warranties, maintenance history, the projects with their cost and contractors) in a ZIP with the items’ documents and receipts and the rooms’ photos.';

/** Mounted with each opening: the choice first, then the export it starts. */
function PacketBody({ home, open, onClose }: HomePacketDialogProps) {
  const [includeBasis, setIncludeBasis] = useState(false);
  const [started, setStarted] = useState(false);
  if (started) {
    return (
      <ExportJobBody
        open={open}
        request={{ path: `/api/homes/${home.id}/packet`, body: { includeBasis } }}
        intro={`${home.name}: ${INTRO}`}
        contents={homePacketContentsLine}
        onClose={onClose}
      />
    );
  }
  return (
    <>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{`${home.name}: ${INTRO}`}</DialogContentText>
        <FormControlLabel
          control={
            <Checkbox checked={includeBasis} onChange={(event) => setIncludeBasis(event.target.checked)} />
          }
          label="Include the cost basis"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" onClick={() => setStarted(true)}>
          Make the packet
        </Button>
      </DialogActions>
    </>
  );
}
