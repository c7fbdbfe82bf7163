import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { ServiceCard } from '../data';

interface ServiceCardEditorProps {
  card: ServiceCard;
  onSave: (card: ServiceCard) => void;
  onCancel: () => void;
}

/** Edit mode of a card: its texts in a form; Save keeps them in local state, Cancel drops them. */
export function ServiceCardEditor({ card, onSave, onCancel }: ServiceCardEditorProps) {
  const { t } = useTranslation('services');
  const [draft, setDraft] = useState(card);
  const setItem = (list: 'process' | 'outcomes', index: number, value: string) =>
    setDraft((current) => ({
      ...current,
      [list]: current[list].map((item, i) => (i === index ? value : item)),
    }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(draft);
  };

  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={submit}
      aria-label={t('editing', { title: card.title })}
    >
      <TextField
        label={t('fields.title')}
        value={draft.title}
        onChange={(event) => setDraft({ ...draft, title: event.target.value })}
        autoFocus
      />
      <TextField
        label={t('fields.description')}
        value={draft.description}
        onChange={(event) => setDraft({ ...draft, description: event.target.value })}
        multiline
        minRows={2}
      />
      {draft.process.map((step, index) => (
        <TextField
          key={`step-${index}`}
          size="small"
          label={t('fields.step', { number: index + 1 })}
          value={step}
          onChange={(event) => setItem('process', index, event.target.value)}
        />
      ))}
      {draft.outcomes.map((outcome, index) => (
        <TextField
          key={`outcome-${index}`}
          size="small"
          label={t('fields.outcome', { number: index + 1 })}
          value={outcome}
          onChange={(event) => setItem('outcomes', index, event.target.value)}
        />
      ))}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('localOnly')}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained">
          {t('save')}
        </Button>
        <Button onClick={onCancel}>{t('cancel')}</Button>
      </Stack>
    </Stack>
  );
}
