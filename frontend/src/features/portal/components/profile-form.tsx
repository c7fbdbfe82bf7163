import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { type AuthUser, fullNameError, phoneError, specializationError } from '@fabrion/shared';
import { useToast } from '@/components/ui/toast';
import { useUpdateProfileMutation } from '../api';

/** Full name (2–100), phone (optional, valid), specialization (≤ 200), with the spec's messages. */
export function ProfileForm({ user }: { user: AuthUser }) {
  const [fullName, setFullName] = useState(user.profile.fullName ?? '');
  const [phoneNumber, setPhoneNumber] = useState(user.profile.phoneNumber ?? '');
  const [specialization, setSpecialization] = useState(user.profile.specialization ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [update, { isLoading }] = useUpdateProfileMutation();
  const { toast } = useToast();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    const name = fullNameError(fullName);
    if (name)
      next.fullName =
        name === 'Full name required' ? 'Full name must be at least 2 characters.' : name;
    const phone = phoneError(phoneNumber);
    if (phone) next.phoneNumber = phone;
    const spec = specializationError(specialization);
    if (spec) next.specialization = spec;
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
      setErrors(data?.errors ?? {});
      toast({
        title: 'Error updating profile',
        description: data?.message ?? 'Please try again later',
        variant: 'destructive',
      });
      return;
    }
    toast({ title: 'Profile updated successfully', variant: 'success' });
  };

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label="Profile">
      <TextField
        label="Full name"
        value={fullName}
        onChange={(e) => setFullName(e.target.value)}
        error={Boolean(errors.fullName)}
        helperText={errors.fullName}
        fullWidth
      />
      <TextField
        label="Phone number"
        value={phoneNumber}
        onChange={(e) => setPhoneNumber(e.target.value)}
        error={Boolean(errors.phoneNumber)}
        helperText={errors.phoneNumber}
        fullWidth
      />
      <TextField
        label="Specialization"
        value={specialization}
        onChange={(e) => setSpecialization(e.target.value)}
        error={Boolean(errors.specialization)}
        helperText={errors.specialization ?? `${specialization.length}/200`}
        multiline
        minRows={2}
        fullWidth
      />
      <Button type="submit" variant="contained" disabled={isLoading}>
        {isLoading ? 'Saving...' : 'Save profile'}
      </Button>
    </Stack>
  );
}
