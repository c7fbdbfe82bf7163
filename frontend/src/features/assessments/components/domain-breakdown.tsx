import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  ANSWER_SCALE,
  domainPercent,
  scoreColour,
  type AssessmentDefinition,
  type AssessmentResultDetail,
  type Language,
} from '@fabrion/shared';
import { useAssessmentsText } from '../lib/use-assessments-text';

interface DomainBreakdownProps {
  definition: AssessmentDefinition;
  result: AssessmentResultDetail;
  language: Language;
}

/** Each domain's score in its band colour; expanding it shows its five question scores. */
export function DomainBreakdown({ definition, result, language }: DomainBreakdownProps) {
  const { t } = useAssessmentsText();
  const answers = new Map(result.answers.map((a) => [a.questionId, a.score]));
  return (
    <Box>
      {definition.domains.map((domain) => {
        const score = result.domainScores[domain.name] ?? 0;
        const percent = domainPercent(score);
        const colour = scoreColour(percent);
        return (
          <Accordion
            key={domain.name}
            disableGutters
            elevation={0}
            sx={{ border: 1, borderColor: 'divider', '&:not(:last-of-type)': { borderBottom: 0 } }}
          >
            <AccordionSummary expandIcon={<ExpandMore />}>
              <Box sx={{ flex: 1, minWidth: 0, pr: 1 }}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.75 }}>
                  <Typography component="h3" sx={{ fontWeight: 650 }}>
                    {domain.label[language]}
                  </Typography>
                  <Typography sx={{ fontWeight: 800, color: colour, whiteSpace: 'nowrap' }}>
                    {t('results.domainScore', { score })}
                  </Typography>
                </Box>
                <LinearProgress
                  variant="determinate"
                  value={percent}
                  aria-label={`${domain.label[language]}: ${percent}%`}
                  sx={{
                    height: 8,
                    borderRadius: 4,
                    bgcolor: 'grey.200',
                    '& .MuiLinearProgress-bar': { bgcolor: colour, borderRadius: 4 },
                  }}
                />
              </Box>
            </AccordionSummary>
            <AccordionDetails sx={{ pt: 0 }}>
              <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {domain.questions.map((question) => {
                  const answer = answers.get(question.id) ?? 0;
                  const label = ANSWER_SCALE.find((s) => s.value === answer)?.label[language];
                  return (
                    <Box
                      component="li"
                      key={question.id}
                      sx={{
                        display: 'flex',
                        gap: 2,
                        py: 1,
                        borderTop: 1,
                        borderColor: 'divider',
                        alignItems: 'baseline',
                      }}
                    >
                      <Typography variant="body2" sx={{ flex: 1 }}>
                        <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
                          {question.id}.
                        </Box>
                        {question.text[language]}
                      </Typography>
                      <Typography
                        variant="body2"
                        sx={{
                          fontWeight: 700,
                          color: scoreColour(answer * 20),
                          textAlign: 'right',
                        }}
                      >
                        {t('results.questionScore', { score: answer })}
                        <Box
                          component="span"
                          sx={{ display: 'block', fontWeight: 500, fontSize: 12 }}
                        >
                          {label}
                        </Box>
                      </Typography>
                    </Box>
                  );
                })}
              </Box>
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
}
