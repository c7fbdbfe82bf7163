import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { AUTH_MESSAGES } from '@fabrion/shared';
import { useToast } from '@/components/ui/toast';
import { useForgotPasswordMutation } from '../api';
import { EMAIL_PATTERN } from '../login-messages';

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [forgot, { isLoading }] = useForgotPasswordMutation();
  const { toast } = useToast();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!EMAIL_PATTERN.test(email.trim())) {
      toast({
        title: 'Invalid email',
        description: 'Please enter a valid email address.',
        variant: 'destructive',
      });
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
        title: 'An error occurred',
        description: 'Please try again later',
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
          {AUTH_MESSAGES.forgotAnswer}
        </Alert>
        <Button onClick={onDone}>Back to login</Button>
      </Box>
    );
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Reset your password">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        fullWidth
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        sx={{ mb: 2 }}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
        <Button onClick={onDone}>Back to login</Button>
        <Button type="submit" variant="contained" disabled={isLoading}>
          {isLoading ? 'Sending...' : 'Send reset link'}
        </Button>
      </Box>
    </Box>
  );
}
