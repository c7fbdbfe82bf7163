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
import { ChangePasswordDialog } from './change-password-dialog';
import { ProfileForm } from './profile-form';
import { SessionsList } from './sessions-list';

/** "Manage profile": the profile form, Change Password, and the signed-in devices. */
export function ProfilePanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data: me, isError } = useGetMeQuery();
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 420 } } } }}
    >
      <Box sx={{ p: 3 }} role="region" aria-label="Manage profile">
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography variant="h5" component="h2">
            Manage profile
          </Typography>
          <IconButton aria-label="Close" onClick={onClose}>
            <Close />
          </IconButton>
        </Box>
        {isError ? <Typography color="error">Error fetching profile data</Typography> : null}
        {me ? (
          <Stack spacing={2}>
            <TextField label="Email" value={me.email} disabled fullWidth />
            <ProfileForm key={me.profile.updatedAt} user={me as AuthUser} />
            <Button variant="outlined" onClick={() => setDialogOpen(true)}>
              Change Password
            </Button>
            <SessionsList />
          </Stack>
        ) : null}
      </Box>
      <ChangePasswordDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </Drawer>
  );
}
