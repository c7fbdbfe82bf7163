import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import UploadFile from '@mui/icons-material/UploadFile';
import { type ChangeEvent, useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import {
  RESOURCE_FILE_ACCEPT,
  RESOURCE_FILE_MAX_BYTES,
  uploadResourceFile,
} from '../course/upload';

/**
 * The resource's file: chosen, uploaded at once with a progress bar, then the record re-read.
 * The limits shown are checked again by the server, whose message is shown on refusal.
 */
export function ResourceFileInput() {
  const record = useRecordContext<{ id: string; fileUrl: string | null }>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!record) return null;

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !record) return;
    setError(null);
    if (file.size > RESOURCE_FILE_MAX_BYTES) {
      setError('file must be at most 10 MB');
      return;
    }
    setProgress(0);
    try {
      await uploadResourceFile(record.id, file, setProgress);
      notify('File uploaded', { type: 'success' });
      refresh();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setProgress(null);
    }
  }

  return (
    <Box sx={{ my: 2, width: '100%', maxWidth: 560 }}>
      <Typography variant="subtitle2">File</Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {record.fileUrl ?? 'No file yet'}
      </Typography>
      <Button
        component="label"
        variant="outlined"
        startIcon={<UploadFile />}
        disabled={progress !== null}
      >
        {record.fileUrl ? 'Replace file' : 'Upload file'}
        <input
          hidden
          type="file"
          accept={RESOURCE_FILE_ACCEPT}
          aria-label="Resource file"
          onChange={(event) => void onChange(event)}
        />
      </Button>
      <Typography variant="caption" sx={{ mt: 0.5, display: 'block' }}>
        PDF, PNG, JPEG or WebP, at most 10 MB.
      </Typography>
      {progress !== null && (
        <Box sx={{ mt: 1 }}>
          <LinearProgress variant="determinate" value={progress} aria-label="Upload progress" />
          <Typography variant="caption">{progress}%</Typography>
        </Box>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
