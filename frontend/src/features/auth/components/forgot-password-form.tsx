import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { useForgotPasswordMutation } from '../api';
import { useAuthText } from '../lib/use-auth-text';
import { EMAIL_PATTERN, invalidEmailToast } from '../login-messages';

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [forgot, { isLoading }] = useForgotPasswordMutation();
  const { toast } = useToast();
  const { t } = useAuthText();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!EMAIL_PATTERN.test(email.trim())) {
      toast({ ...invalidEmailToast(t), variant: 'destructive' });
      return;
    }
    const result = await forgot({ email: email.trim() });
    if (
      'error' in result &&
      result.error &&
      'status' in result.error &&
      result.error.status !== 202
    ) {
      toast({
        title: t('messages.errorTitle'),
        description: t('messages.tryLater'),
        variant: 'destructive',
      });
      return;
    }
    setSent(true);
  };

  if (sent)
    return (
      <Box>
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('forgot.answer')}
        </Alert>
        <Button onClick={onDone}>{t('forgot.back')}</Button>
      </Box>
    );
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('forgot.formLabel')}>
      <TextField
        label={t('forgot.email')}
        type="email"
        autoComplete="email"
        fullWidth
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        sx={{ mb: 2 }}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
        <Button onClick={onDone}>{t('forgot.back')}</Button>
        <Button type="submit" variant="contained" disabled={isLoading}>
          {isLoading ? t('forgot.sending') : t('forgot.submit')}
        </Button>
      </Box>
    </Box>
  );
}
