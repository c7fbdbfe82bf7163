import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  CONTACT_INTERESTS,
  CONTACT_LIMITS,
  CONTACT_TOASTS,
  type ContactField,
  contactFieldRules,
  type ContactInterest,
  validateContactForm,
} from '@fabrion/shared';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useToast } from '@/components/ui/toast';
import { apiErrorBody } from '@/lib/api-error';
import { useSubmitContact } from '../api';
import { captureLeadContext, readLeadContext } from '../lead-context';
import { submitErrorMessage } from '../submit-error-message';
import { translateContactMessage } from '../contact-message';

type Values = Record<ContactField, string>;
const EMPTY: Values = { name: '', email: '', phone: '', company: '', interest: '', message: '' };

/** The contact form: the shared rules mirrored in the browser, the server has the last word. */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const { toast } = useToast();
  const { submit, isLoading } = useSubmitContact();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [website, setWebsite] = useState('');
  const shownAt = useRef(0);

  useEffect(() => {
    shownAt.current = Date.now();
    captureLeadContext();
  }, []);

  const change = (field: ContactField) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (errors[field])
      setErrors((previous) => ({
        ...previous,
        [field]: contactFieldRules[field](value) ?? undefined,
      }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateContactForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await submit({
        name: values.name,
        email: values.email,
        phone: values.phone || undefined,
        company: values.company || undefined,
        interest: values.interest as ContactInterest,
        message: values.message,
        website,
        fillTimeMs: Date.now() - shownAt.current,
        context: readLeadContext(),
      });
      toast({ title: translateContactMessage(t, CONTACT_TOASTS.success), variant: 'success' });
      setValues(EMPTY);
      setErrors({});
      shownAt.current = Date.now();
    } catch (error) {
      const body = apiErrorBody(error as Parameters<typeof apiErrorBody>[0]);
      if (body?.statusCode === 400 && body.errors) setErrors(body.errors as Partial<Values>);
      toast({
        title: translateContactMessage(t, submitErrorMessage(body)),
        variant: 'destructive',
      });
    }
  };

  const field = (name: ContactField, extra: Record<string, unknown> = {}) => ({
    id: `contact-${name}`,
    name,
    label: t(name),
    value: values[name],
    onChange: (event: { target: { value: string } }) => change(name)(event.target.value),
    error: Boolean(errors[name]),
    helperText: errors[name] ? translateContactMessage(t, errors[name]) : ' ',
    fullWidth: true,
    ...extra,
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('heading')}>
      <Stack spacing={1}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField {...field('name', { required: true, autoComplete: 'name' })} />
          <TextField
            {...field('email', { required: true, type: 'email', autoComplete: 'email' })}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField {...field('phone', { type: 'tel', autoComplete: 'tel' })} />
          <TextField
            {...field('company', { autoComplete: 'organization' })}
            slotProps={{ htmlInput: { maxLength: CONTACT_LIMITS.companyMax } }}
          />
        </Stack>
        <TextField {...field('interest', { required: true, select: true })}>
          <MenuItem value="" disabled>
            {t('interestPlaceholder')}
          </MenuItem>
          {CONTACT_INTERESTS.map((interest) => (
            <MenuItem key={interest} value={interest}>
              {t(`interests.${interest}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...field('message', { required: true, multiline: true, minRows: 5 })}
          slotProps={{ htmlInput: { maxLength: CONTACT_LIMITS.messageMax } }}
        />
        {/* Honeypot: off-screen and skipped by keyboards and assistive technology. */}
        <Box
          aria-hidden
          sx={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
        >
          <label htmlFor="contact-website">{t('website')}</label>
          <input
            id="contact-website"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={website}
            onChange={(event) => setWebsite(event.target.value)}
          />
        </Box>
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={isLoading}>
            {isLoading ? t('sending') : t('submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
