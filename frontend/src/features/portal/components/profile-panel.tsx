import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AuthUser } from '@fabrion/shared';
import { useGetMeQuery } from '../api';
import { useMemberText } from '../lib/use-member-text';
import { ChangePasswordDialog } from './change-password-dialog';
import { ProfileForm } from './profile-form';
import { SessionsList } from './sessions-list';

/** "Manage profile": the profile form, Change Password, and the signed-in devices. */
export function ProfilePanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useMemberText();
  const { data: me, isError } = useGetMeQuery();
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        // The drawer is a dialog: it is named after its heading.
        paper: {
          sx: { width: { xs: '100%', sm: 420 } },
          'aria-label': t('profile.title'),
        } as object,
      }}
    >
      <Box sx={{ p: 3 }} role="region" aria-label={t('profile.title')}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography variant="h5" component="h2">
            {t('profile.title')}
          </Typography>
          <IconButton aria-label={t('profile.close')} onClick={onClose}>
            <Close />
          </IconButton>
        </Box>
        {isError ? <Typography color="error">{t('profile.loadError')}</Typography> : null}
        {me ? (
          <Stack spacing={2}>
            <TextField label={t('profile.email')} value={me.email} disabled fullWidth />
            <ProfileForm key={me.profile.updatedAt} user={me as AuthUser} />
            <Button variant="outlined" onClick={() => setDialogOpen(true)}>
              {t('profile.changePassword')}
            </Button>
            <SessionsList />
          </Stack>
        ) : null}
      </Box>
      <ChangePasswordDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </Drawer>
  );
}
