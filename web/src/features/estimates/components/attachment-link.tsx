import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { signedUrlQueries } from '../../../entities/upload/api/signed-url-queries';

/**
 * Opens a stored attachment in a new tab (docs/product.md#estimate-form). A link rather than a script opening
 * a window after an await, which pop-up blockers stop; it stays disabled until the URL is signed.
 */
export function AttachmentLink({
  reference,
  label = 'View Attachment',
}: {
  reference: string;
  label?: string;
}) {
  const signed = useQuery(signedUrlQueries.forReference(reference));
  return signed.data ? (
    <Button
      component="a"
      href={signed.data}
      target="_blank"
      rel="noopener noreferrer"
      size="small"
      variant="outlined"
      startIcon={<OpenInNewIcon />}
    >
      {label}
    </Button>
  ) : (
    <Button size="small" variant="outlined" disabled startIcon={<OpenInNewIcon />}>
      {signed.isError ? 'Attachment unavailable' : label}
    </Button>
  );
}
