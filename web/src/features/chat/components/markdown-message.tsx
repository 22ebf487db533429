import Box from '@mui/material/Box';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';

/**
 * An assistant reply as Markdown with GitHub-style extensions (tables, lists, strikethrough, autolinks).
 * Loaded lazily by the message bubble, so react-markdown stays out of the landing bundle.
 */
export default function MarkdownMessage({ content }: { content: string }) {
  return (
    <Box
      sx={{
        '& > :first-of-type': { mt: 0 },
        '& > :last-child': { mb: 0 },
        '& p, & ul, & ol': { my: 1 },
        '& ul, & ol': { pl: 2.5 },
        '& table': { borderCollapse: 'collapse', my: 1, fontSize: '0.875rem' },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5, textAlign: 'left' },
        '& code': { fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
        '& pre': { overflowX: 'auto', bgcolor: 'action.hover', p: 1, borderRadius: 1 },
        overflowWrap: 'anywhere',
      }}
    >
      <Markdown
        remarkPlugins={[remarkGfm]}
        components={{
          a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
        }}
      >
        {content}
      </Markdown>
    </Box>
  );
}
