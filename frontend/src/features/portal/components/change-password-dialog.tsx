import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { DIALOG_PASSWORD_MIN_LENGTH, PROFILE_MESSAGES } from '@fabrion/shared';
import { useToast } from '@/components/ui/toast';
import { useChangePasswordMutation } from '../api';
import { ruleText, ruleTexts } from '../lib/rule-text';
import { useMemberText } from '../lib/use-member-text';

/** Change Password: current password, new and confirm (spec messages); the server policy applies. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [change, { isLoading }] = useChangePasswordMutation();
  const { toast } = useToast();
  const { t } = useMemberText();

  const close = () => {
    setCurrent('');
    setPassword('');
    setConfirm('');
    setErrors({});
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!current) next.current = t('password.currentRequired');
    if (password.length < DIALOG_PASSWORD_MIN_LENGTH)
      next.password = ruleText(t, PROFILE_MESSAGES.dialogPasswordShort);
    if (confirm.length < DIALOG_PASSWORD_MIN_LENGTH)
      next.confirm = ruleText(t, PROFILE_MESSAGES.dialogConfirmShort);
    else if (confirm !== password) next.confirm = ruleText(t, PROFILE_MESSAGES.dialogMismatch);
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const result = await change({ currentPassword: current, newPassword: password });
    if (result.error) {
      const data =
        'status' in result.error
          ? (result.error.data as { message?: string; errors?: Record<string, string> } | undefined)
          : undefined;
      const message = data?.errors ? Object.values(data.errors)[0] : data?.message;
      setErrors(
        ruleTexts(t, {
          current: data?.errors?.currentPassword ?? '',
          password: data?.errors?.newPassword ?? '',
        }),
      );
      toast({
        title: t('password.errorTitle'),
        description: message ? ruleText(t, message) : t('layout.tryLater'),
        variant: 'destructive',
      });
      return;
    }
    toast({ title: t('password.doneTitle'), variant: 'success' });
    close();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate aria-label={t('password.title')}>
        <DialogTitle>{t('password.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('password.current')}
              type="password"
              autoComplete="current-password"
              value={current}
              onChange={(e) => setCurrent(e.target.value)}
              error={Boolean(errors.current)}
              helperText={errors.current || ' '}
            />
            <TextField
              label={t('password.new')}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={Boolean(errors.password)}
              helperText={errors.password || t('password.hint')}
            />
            <TextField
              label={t('password.confirm')}
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              error={Boolean(errors.confirm)}
              helperText={errors.confirm || ' '}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('password.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            {isLoading ? t('password.submitting') : t('password.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
