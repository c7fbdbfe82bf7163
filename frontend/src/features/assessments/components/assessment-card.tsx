import AccountTree from '@mui/icons-material/AccountTree';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Handshake from '@mui/icons-material/Handshake';
import PrecisionManufacturing from '@mui/icons-material/PrecisionManufacturing';
import Settings from '@mui/icons-material/Settings';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import { Link as RouterLink } from 'react-router';
import {
  assessmentDefinition,
  scoreColour,
  totalPercent,
  type AssessmentLatestEntry,
  type AssessmentType,
} from '@fabrion/shared';
import { formatAssessmentDate } from '../lib/chart-data';
import { useAssessmentsText } from '../lib/use-assessments-text';
import { ASSESSMENT_PAGES } from '../paths';

const ICONS: Record<AssessmentType, SvgIconComponent> = {
  'digital-transformation': AccountTree,
  maas: Settings,
  pbc: Handshake,
  raas: PrecisionManufacturing,
};

interface AssessmentCardProps {
  entry: AssessmentLatestEntry;
  onOpenResults: (entry: AssessmentLatestEntry) => void;
}

/** Title, description, and Start Assessment, or Retake Assessment with the last score. */
export function AssessmentCard({ entry, onOpenResults }: AssessmentCardProps) {
  const { t, language } = useAssessmentsText();
  const definition = assessmentDefinition(entry.type);
  const Icon = ICONS[entry.type];
  const latest = entry.latest;
  const headingId = `assessment-${entry.type}-title`;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderRadius: 3 }}
    >
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5, p: 3 }}>
        <Box
          aria-hidden
          sx={{
            width: 48,
            height: 48,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'rgba(11, 60, 93, 0.08)',
            color: 'primary.main',
          }}
        >
          <Icon />
        </Box>
        <Typography id={headingId} component="h2" sx={{ fontSize: '1.2rem', fontWeight: 750 }}>
          {definition.title[language]}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {definition.description[language]}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('scorecard.meta')}
          {entry.completed > 0 && ` · ${t('scorecard.attempts', { count: entry.completed })}`}
        </Typography>
        {latest && (
          <ButtonBase
            onClick={() => onOpenResults(entry)}
            aria-label={t('scorecard.lastScoreLabel', { score: latest.totalScore })}
            sx={{
              justifyContent: 'space-between',
              borderRadius: 2,
              px: 1.5,
              py: 1,
              bgcolor: 'grey.100',
              textAlign: 'left',
              '&:hover': { bgcolor: 'grey.200' },
              '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'secondary.main' },
            }}
          >
            <Box>
              <Typography
                component="span"
                sx={{
                  display: 'block',
                  fontWeight: 750,
                  color: scoreColour(totalPercent(latest.totalScore)),
                }}
              >
                {t('scorecard.lastScore', { score: latest.totalScore })}
              </Typography>
              <Typography component="span" variant="caption" color="text.secondary">
                {t('scorecard.lastTaken', {
                  date: formatAssessmentDate(latest.createdAt, language),
                })}
              </Typography>
            </Box>
            <ChevronRight aria-hidden sx={{ color: 'text.secondary' }} />
          </ButtonBase>
        )}
        <Button
          component={RouterLink}
          to={ASSESSMENT_PAGES[entry.type]}
          variant={latest ? 'outlined' : 'contained'}
          size="large"
          aria-describedby={headingId}
        >
          {latest ? t('scorecard.retake') : t('scorecard.start')}
        </Button>
      </CardContent>
    </Card>
  );
}
