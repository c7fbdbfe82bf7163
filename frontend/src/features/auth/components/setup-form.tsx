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
import { ruleText } from '../lib/rule-text';
import { useAuthText } from '../lib/use-auth-text';
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
  const { t } = useAuthText();
  const [fullName, setFullName] = useState(initialName);
  const [phoneNumber, setPhoneNumber] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const requirements = passwordRequirements(password);
  const checklist = [
    ...requirements.map(({ key, met }) => ({ label: t(`checklist.${key}`), met })),
    {
      label: t('setup.passwordsMatch'),
      met: password.length > 0 && password === confirm,
    },
  ];
  const nameRule = fullName.length > 0 ? fullNameError(fullName) : null;
  const nameError = nameRule ? ruleText(t, nameRule) : null;
  const phoneRule = phoneError(phoneNumber);
  const phoneMessage = phoneRule ? ruleText(t, phoneRule) : null;
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
    <Box component="form" noValidate onSubmit={submit} aria-label={t('setup.formLabel')}>
      <TextField
        label={t('setup.fullName')}
        required
        fullWidth
        autoComplete="name"
        value={fullName}
        onChange={(e) => setFullName(e.target.value)}
        error={Boolean(nameError ?? serverErrors.fullName)}
        helperText={nameError ?? serverErrors.fullName ?? ' '}
      />
      <TextField
        label={t('setup.phone')}
        fullWidth
        autoComplete="tel"
        value={phoneNumber}
        onChange={(e) => setPhoneNumber(e.target.value)}
        error={Boolean(phoneMessage ?? serverErrors.phoneNumber)}
        helperText={phoneMessage ?? serverErrors.phoneNumber ?? ' '}
      />
      <PasswordField
        label={t('setup.newPassword')}
        required
        fullWidth
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={Boolean(serverErrors.password)}
        helperText={
          serverErrors.password ? ruleText(t, serverErrors.password) : t('setup.passwordHint')
        }
        sx={{ mb: 1 }}
      />
      <PasswordField
        label={t('setup.confirmPassword')}
        required
        fullWidth
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={confirm.length > 0 && confirm !== password}
        helperText={
          confirm.length > 0 && confirm !== password ? ruleText(t, PASSWORD_MESSAGES.mismatch) : ' '
        }
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
        {busy ? t('setup.submitting') : t('setup.submit')}
      </Button>
    </Box>
  );
}
