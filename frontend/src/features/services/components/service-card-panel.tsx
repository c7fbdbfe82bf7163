import EditIcon from '@mui/icons-material/Edit';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Collapse from '@mui/material/Collapse';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ExternalLinkButton } from '@/components/ui/external-link-button';
import { env } from '@/config/env';
import { visuallyHidden } from '@/lib/visually-hidden';
import type { ServiceCard } from '../data';
import { NumberedList } from './numbered-list';
import { ServiceCardEditor } from './service-card-editor';
import { Tag } from '@/components/ui/tag';

/**
 * One offering: title, description, weeks; expands to PROCESS, OUTCOME and Get Started. Saved
 * edits stay in this component, per language: a language switch shows that language's text (or
 * the edit made in it).
 */
export function ServiceCardPanel({ card: translated }: { card: ServiceCard }) {
  const { t, i18n } = useTranslation('services');
  const [edits, setEdits] = useState<Partial<Record<string, ServiceCard>>>({});
  const card = edits[i18n.language] ?? translated;
  const [expanded, setExpanded] = useState(false);
  const [editing, setEditing] = useState(false);
  const detailsId = useId();

  return (
    <Card component="article" variant="outlined" sx={{ p: { xs: 2.5, md: 3.5 }, borderRadius: 3 }}>
      {editing ? (
        <ServiceCardEditor
          card={card}
          onSave={(next) => {
            setEdits((current) => ({ ...current, [i18n.language]: next }));
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
          >
            <Typography variant="h3" sx={{ fontSize: '1.3rem' }}>
              {card.title}
            </Typography>
            <Tag
              icon={<ScheduleIcon />}
              label={
                <>
                  <Box component="span" sx={visuallyHidden}>
                    {t('timeframeLabel')}:{' '}
                  </Box>
                  {t('timeframe', { weeks: card.weeks })}
                </>
              }
              variant="outlined"
              sx={{ alignSelf: 'flex-start' }}
            />
          </Stack>
          <Typography sx={{ mt: 1.5, color: 'text.secondary' }}>{card.description}</Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }}>
            <Button
              onClick={() => setExpanded(!expanded)}
              aria-expanded={expanded}
              aria-controls={detailsId}
              endIcon={
                <ExpandMoreIcon
                  sx={{
                    transform: expanded ? 'rotate(180deg)' : 'none',
                    transition: 'transform 200ms',
                  }}
                />
              }
            >
              {expanded ? t('hideDetails') : t('showDetails')}
              <Box component="span" sx={visuallyHidden}>
                {' '}
                {card.title}
              </Box>
            </Button>
            <Button startIcon={<EditIcon />} onClick={() => setEditing(true)}>
              {t('edit')}
              <Box component="span" sx={visuallyHidden}>
                {' '}
                {card.title}
              </Box>
            </Button>
          </Stack>
          <Collapse in={expanded} id={detailsId}>
            <Grid container spacing={3} sx={{ mt: 1 }}>
              <Grid size={{ xs: 12, md: 7 }}>
                <NumberedList title={t('process')} items={card.process} />
              </Grid>
              <Grid size={{ xs: 12, md: 5 }}>
                <NumberedList title={t('outcome')} items={card.outcomes} />
              </Grid>
            </Grid>
            <ExternalLinkButton href={env.bookingUrl} sx={{ mt: 3 }}>
              {t('getStarted')}
            </ExternalLinkButton>
          </Collapse>
        </>
      )}
    </Card>
  );
}
