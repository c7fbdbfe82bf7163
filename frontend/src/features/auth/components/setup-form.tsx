import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import {
  fullNameError,
  PASSWORD_MESSAGES,
  passwordRequirements,
  phoneError,
} from '@fabrion/shared';
import { PasswordField } from './password-field';
import { RequirementChecklist } from './requirement-checklist';

export interface SetupValues {
  fullName: string;
  phoneNumber: string;
  password: string;
}

/** Full name, optional phone, password and confirmation; submit stays disabled until all hold. */
export function SetupForm({
  initialName,
  busy,
  serverErrors,
  onSubmit,
}: {
  initialName: string;
  busy: boolean;
  serverErrors: Record<string, string>;
  onSubmit: (values: SetupValues) => void;
}) {
  const [fullName, setFullName] = useState(initialName);
  const [phoneNumber, setPhoneNumber] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const requirements = passwordRequirements(password);
  const checklist = [
    ...requirements,
    { key: 'match', label: 'Passwords match', met: password.length > 0 && password === confirm },
  ];
  const nameError = fullName.length > 0 ? fullNameError(fullName) : null;
  const phoneMessage = phoneError(phoneNumber);
  const valid =
    checklist.every((r) => r.met) &&
    fullNameError(fullName) === null &&
    phoneMessage === null &&
    password.length <= 128;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) onSubmit({ fullName, phoneNumber, password });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Account setup">
      <TextField
        label="Full Name"
        required
        fullWidth
        autoComplete="name"
        value={fullName}
        onChange={(e) => setFullName(e.target.value)}
        error={Boolean(nameError ?? serverErrors.fullName)}
        helperText={nameError ?? serverErrors.fullName ?? ' '}
      />
      <TextField
        label="Phone Number (optional)"
        fullWidth
        autoComplete="tel"
        value={phoneNumber}
        onChange={(e) => setPhoneNumber(e.target.value)}
        error={Boolean(phoneMessage ?? serverErrors.phoneNumber)}
        helperText={phoneMessage ?? serverErrors.phoneNumber ?? ' '}
      />
      <PasswordField
        label="New Password"
        required
        fullWidth
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={Boolean(serverErrors.password)}
        helperText={serverErrors.password ?? 'At least 8 characters with upper, lower and numbers'}
        sx={{ mb: 1 }}
      />
      <PasswordField
        label="Confirm Password"
        required
        fullWidth
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={confirm.length > 0 && confirm !== password}
        helperText={confirm.length > 0 && confirm !== password ? PASSWORD_MESSAGES.mismatch : ' '}
      />
      <RequirementChecklist items={checklist} />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={!valid || busy}
        sx={{ mt: 2 }}
      >
        {busy ? 'Setting up...' : 'Complete setup'}
      </Button>
    </Box>
  );
}
