import CompareArrows from '@mui/icons-material/CompareArrows';
import Replay from '@mui/icons-material/Replay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import {
  assessmentDefinition,
  comparisonSeries,
  type AssessmentResultDetail,
  type AssessmentResultSummary,
} from '@fabrion/shared';
import {
  formatAssessmentDate,
  historyPoints,
  previousAttempt,
  radarRows,
  radarSeries,
} from '../lib/chart-data';
import { useAssessmentsText } from '../lib/use-assessments-text';
import { AdviceList } from './advice-list';
import { ComparisonTable } from './comparison-table';
import { DomainBreakdown } from './domain-breakdown';
import { DownloadReportButton } from './download-report-button';
import { HistoryChart } from './history-chart';
import { ScoreRadar } from './score-radar';
import { ScoreSummary } from './score-summary';

interface ResultsViewProps {
  result: AssessmentResultDetail;
  /** The member's results of this assessment, newest first. */
  history: readonly AssessmentResultSummary[];
  onTakeAgain?: () => void;
}

const Section = ({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) => (
  // minWidth 0: a grid item may otherwise grow to its content (the chart's measured width).
  <Paper
    variant="outlined"
    component="section"
    sx={{ p: { xs: 2, md: 3 }, borderRadius: 3, minWidth: 0 }}
  >
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
      <Typography component="h3" sx={{ fontSize: '1.1rem', fontWeight: 750, flex: 1 }}>
        {title}
      </Typography>
      {action}
    </Box>
    {children}
  </Paper>
);

/** A saved result: total, radar with its comparison, domain and question scores, advice, history. */
export function ResultsView({ result, history, onTakeAgain }: ResultsViewProps) {
  const { t, language } = useAssessmentsText();
  const [showComparison, setShowComparison] = useState(false);
  const [comparePrevious, setComparePrevious] = useState(true);
  const definition = assessmentDefinition(result.type);
  const previous = previousAttempt(history, result.id);
  const series = radarSeries({
    definition,
    result,
    previous,
    showComparison,
    comparePrevious,
    language,
    labels: { you: t('results.yourScore'), previous: t('results.previousSeries') },
  });
  const date = (iso: string) => formatAssessmentDate(iso, language);
  const delta = previous ? result.totalScore - previous.totalScore : null;
  const change =
    delta === null
      ? null
      : t('results.change', {
          change: delta > 0 ? `+${delta}` : delta < 0 ? `−${-delta}` : '±0',
        });
  const canComparePrevious = comparisonSeries(definition.type).length === 0 && previous !== null;
  const points = historyPoints(history);

  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 2, md: 3 },
          borderRadius: 3,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Box>
          <Typography component="h2" sx={{ fontSize: '1.4rem', fontWeight: 800 }}>
            {t('results.heading')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('results.takenOn', { date: date(result.createdAt) })}
          </Typography>
          <ScoreSummary
            total={result.totalScore}
            totalText={t('results.total', { score: result.totalScore })}
            language={language}
            change={change}
          />
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {onTakeAgain && (
            <Button variant="contained" startIcon={<Replay />} onClick={onTakeAgain}>
              {t('results.takeAgain')}
            </Button>
          )}
          <DownloadReportButton type={result.type} resultId={result.id} />
        </Box>
      </Paper>

      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: '1fr', lg: '7fr 5fr' },
        }}
      >
        <Section
          title={t('results.radarTitle')}
          action={
            <Button
              size="small"
              variant={showComparison ? 'contained' : 'outlined'}
              startIcon={<CompareArrows />}
              aria-pressed={showComparison}
              onClick={() => setShowComparison((shown) => !shown)}
            >
              {showComparison ? t('results.hideComparison') : t('results.showComparison')}
            </Button>
          }
        >
          {showComparison && canComparePrevious && (
            <FormControlLabel
              control={
                <Switch
                  checked={comparePrevious}
                  onChange={(event) => setComparePrevious(event.target.checked)}
                />
              }
              label={t('results.comparePrevious')}
            />
          )}
          <ScoreRadar
            rows={radarRows(definition, series, language)}
            series={series}
            label={t('results.radarLabel')}
            showLegend={showComparison}
          />
          {showComparison && (
            <ComparisonTable
              definition={definition}
              series={series}
              language={language}
              caption={t('results.comparisonTable')}
              domainHeading={t('results.domain')}
            />
          )}
        </Section>
        <Section title={t('results.domainsTitle')}>
          <DomainBreakdown definition={definition} result={result} language={language} />
        </Section>
      </Box>

      <Section title={t('results.adviceTitle')}>
        <AdviceList
          definition={definition}
          domainScores={result.domainScores}
          language={language}
        />
      </Section>

      <Section title={t('results.historyTitle')}>
        {points.length > 1 ? (
          <HistoryChart
            points={points}
            label={t('results.historyLabel')}
            attemptLabel={(number) => t('results.attempt', { number })}
            formatDate={date}
            totalLabel={t('results.yourScore')}
          />
        ) : (
          <Typography color="text.secondary">{t('results.historyEmpty')}</Typography>
        )}
      </Section>
    </Box>
  );
}
