import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  domainPercent,
  domainsWeakestFirst,
  SCORE_BAND_LABELS,
  scoreBand,
  scoreColour,
  type AssessmentDefinition,
  type DomainScores,
  type Language,
} from '@fabrion/shared';

interface AdviceListProps {
  definition: AssessmentDefinition;
  domainScores: DomainScores;
  language: Language;
}

/** What to do next in each domain, weakest first, by the band of its score. */
export function AdviceList({ definition, domainScores, language }: AdviceListProps) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {domainsWeakestFirst(definition, domainScores).map((domain, index) => {
        const score = domainScores[domain.name] ?? 0;
        const percent = domainPercent(score);
        const band = scoreBand(percent);
        return (
          <Box
            component="li"
            key={domain.name}
            sx={{ borderLeft: 4, borderColor: scoreColour(percent), pl: 2, py: 0.5 }}
          >
            <Typography component="h3" sx={{ fontWeight: 700 }}>
              {index + 1}. {domain.label[language]}{' '}
              <Box
                component="span"
                sx={{ color: scoreColour(percent), fontWeight: 650, fontSize: '0.9rem', ml: 0.5 }}
              >
                {score}/25 · {SCORE_BAND_LABELS[band][language]}
              </Box>
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {domain.advice[band][language]}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
