import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import {
  type AuthUser,
  fullNameError,
  phoneError,
  PROFILE_MESSAGES,
  specializationError,
} from '@fabrion/shared';
import { useToast } from '@/components/ui/toast';
import { useUpdateProfileMutation } from '../api';
import { ruleText, ruleTexts } from '../lib/rule-text';
import { useMemberText } from '../lib/use-member-text';

/** Full name (2–100), phone (optional, valid), specialization (≤ 200), with the spec's messages. */
export function ProfileForm({ user }: { user: AuthUser }) {
  const [fullName, setFullName] = useState(user.profile.fullName ?? '');
  const [phoneNumber, setPhoneNumber] = useState(user.profile.phoneNumber ?? '');
  const [specialization, setSpecialization] = useState(user.profile.specialization ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [update, { isLoading }] = useUpdateProfileMutation();
  const { toast } = useToast();
  const { t } = useMemberText();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    const name = fullNameError(fullName);
    if (name)
      next.fullName = ruleText(
        t,
        name === PROFILE_MESSAGES.fullNameRequired ? PROFILE_MESSAGES.fullNameShort : name,
      );
    const phone = phoneError(phoneNumber);
    if (phone) next.phoneNumber = ruleText(t, phone);
    const spec = specializationError(specialization);
    if (spec) next.specialization = ruleText(t, spec);
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const result = await update({
      fullName,
      phoneNumber: phoneNumber.trim() || null,
      specialization: specialization || null,
    });
    if (result.error) {
      const data =
        'status' in result.error
          ? (result.error.data as { message?: string; errors?: Record<string, string> } | undefined)
          : undefined;
      setErrors(ruleTexts(t, data?.errors ?? {}));
      toast({
        title: t('profile.errorTitle'),
        description: data?.message ?? t('layout.tryLater'),
        variant: 'destructive',
      });
      return;
    }
    toast({ title: t('profile.savedTitle'), variant: 'success' });
  };

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={submit}
      aria-label={t('profile.formLabel')}
    >
      <TextField
        label={t('profile.fullName')}
        value={fullName}
        onChange={(e) => setFullName(e.target.value)}
        error={Boolean(errors.fullName)}
        helperText={errors.fullName}
        fullWidth
      />
      <TextField
        label={t('profile.phone')}
        value={phoneNumber}
        onChange={(e) => setPhoneNumber(e.target.value)}
        error={Boolean(errors.phoneNumber)}
        helperText={errors.phoneNumber}
        fullWidth
      />
      <TextField
        label={t('profile.specialization')}
        value={specialization}
        onChange={(e) => setSpecialization(e.target.value)}
        error={Boolean(errors.specialization)}
        helperText={errors.specialization ?? `${specialization.length}/200`}
        multiline
        minRows={2}
        fullWidth
      />
      <Button type="submit" variant="contained" disabled={isLoading}>
        {isLoading ? t('profile.saving') : t('profile.save')}
      </Button>
    </Stack>
  );
}
