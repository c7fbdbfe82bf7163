import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext } from 'react-admin';
import type { BackOfficeDataProvider } from '../dataProvider';

interface PostPreview {
  title: string;
  date: string;
  author: string;
  authorRole: string;
  readTime: string;
  excerpt: string;
  contentHtml: string;
}

interface StudyPreview {
  title: string;
  client: string;
  description: string;
  challenge: string;
  solution: string;
  results: string[];
}

/**
 * The public page as the server would render it, for a draft or a scheduled item too (saved
 * changes only: the HTML is the server's sanitised rendering).
 */
export function PreviewButton({ resource }: { resource: 'posts' | 'case-studies' }) {
  const record = useRecordContext<{ id: string }>();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const notify = useNotify();
  const [preview, setPreview] = useState<PostPreview | StudyPreview | null>(null);
  if (!record) return null;
  const open = async () => {
    try {
      setPreview(await dataProvider.preview(resource, record.id));
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <>
      <Button onClick={() => void open()}>Preview</Button>
      <Dialog open={preview !== null} onClose={() => setPreview(null)} fullWidth maxWidth="md">
        <DialogTitle>Preview of the public page</DialogTitle>
        <DialogContent dividers>
          {preview && 'contentHtml' in preview && (
            <article>
              <Typography variant="h4" component="h1">
                {preview.title}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {preview.date} · {preview.readTime} · {preview.author}, {preview.authorRole}
              </Typography>
              <Typography sx={{ fontStyle: 'italic', mb: 2 }}>{preview.excerpt}</Typography>
              {/* Sanitised by the server with the rules the public site renders with. */}
              <Box dangerouslySetInnerHTML={{ __html: preview.contentHtml }} />
            </article>
          )}
          {preview && 'client' in preview && (
            <article>
              <Typography variant="h4" component="h1">
                {preview.title}
              </Typography>
              <Typography color="text.secondary">{preview.client}</Typography>
              <Typography sx={{ my: 2 }}>{preview.description}</Typography>
              <Typography variant="h6">Challenge</Typography>
              <Typography sx={{ mb: 2 }}>{preview.challenge}</Typography>
              <Typography variant="h6">Solution</Typography>
              <Typography sx={{ mb: 2 }}>{preview.solution}</Typography>
              <ul>
                {preview.results.map((result) => (
                  <li key={result}>{result}</li>
                ))}
              </ul>
            </article>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPreview(null)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
