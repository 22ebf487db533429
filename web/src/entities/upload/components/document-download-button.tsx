import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { attachmentFileName } from '../api/attachment-file-name';
import { downloadReceipt } from '../api/download-receipt';
import { signedUrlQueries } from '../api/signed-url-queries';

/**
 * A stored document (an item's manual, a warranty card) saved to the device the way a receipt is: its URL
 * signed when clicked (not for every document a list shows), then downloadReceipt.
 */
export function DocumentDownloadButton({ reference }: { reference: string }) {
  const client = useQueryClient();
  const [pending, setPending] = useState(false);
  const fileName = attachmentFileName(reference);
  const download = async () => {
    setPending(true);
    try {
      await downloadReceipt(await client.fetchQuery(signedUrlQueries.forReference(reference)), fileName);
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      disabled={pending}
      onClick={() => void download()}
      aria-label={`Download ${fileName}`}
      sx={{ textTransform: 'none', justifyContent: 'flex-start', overflowWrap: 'anywhere' }}
    >
      {fileName}
    </Button>
  );
}
