import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Insight, InsightType, Page } from '@fabrion/shared';
import { useTranslation } from '@/lib/i18n';
import type { InsightsFiltersState } from '../hooks/use-insights-filters';
import { insightsPager } from '../lib/insights-pager';
import { InsightCard } from './insight-card';
import { SectionHeading, sectionSx } from './section-heading';

const TABS: Array<{ type: InsightType; key: string }> = [
  { type: 'all', key: 'all' },
  { type: 'blog', key: 'blog' },
  { type: 'case-study', key: 'caseStudy' },
];

interface InsightsSectionProps extends InsightsFiltersState {
  data: Page<Insight> | undefined;
  isError: boolean;
  onRetry: () => void;
}

/** Tabs All / Blog / Case Study, a search box, three cards a page with previous and next. */
export function InsightsSection({
  filters,
  dispatch,
  data,
  isError,
  onRetry,
}: InsightsSectionProps) {
  const { t } = useTranslation('home');
  const pager = insightsPager(data?.total ?? 0, filters.page, data?.pageSize);

  let body;
  if (data && data.items.length > 0) {
    body = (
      <Grid container spacing={3}>
        {data.items.map((insight) => (
          <Grid key={`${insight.type}:${insight.key}`} size={{ xs: 12, md: 4 }}>
            <InsightCard insight={insight} />
          </Grid>
        ))}
      </Grid>
    );
  } else if (data) {
    body = <Typography sx={{ py: 6, color: 'text.secondary' }}>{t('insights.empty')}</Typography>;
  } else if (isError) {
    body = (
      <Box role="alert" sx={{ py: 6, color: 'error.main' }}>
        {t('insights.error')} <Button onClick={onRetry}>{t('insights.retry')}</Button>
      </Box>
    );
  } else {
    body = (
      <Typography role="status" sx={{ py: 6, minHeight: 300, color: 'text.secondary' }}>
        {t('insights.loading')}
      </Typography>
    );
  }

  return (
    <Box component="section" id="insights" aria-labelledby="insights-title" sx={sectionSx}>
      <Container maxWidth="lg">
        <SectionHeading
          id="insights-title"
          title={t('insights.title')}
          subtitle={t('insights.subtitle')}
        />
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ mb: 4, justifyContent: 'space-between', alignItems: { md: 'center' } }}
        >
          <Tabs
            value={filters.type}
            onChange={(_event, type: InsightType) => dispatch({ kind: 'type', type })}
            aria-label={t('insights.tabsLabel')}
            variant="scrollable"
            allowScrollButtonsMobile
          >
            {TABS.map((tab) => (
              <Tab key={tab.type} value={tab.type} label={t(`insights.tabs.${tab.key}`)} />
            ))}
          </Tabs>
          <TextField
            type="search"
            size="small"
            label={t('insights.search')}
            value={filters.search}
            onChange={(event) => dispatch({ kind: 'search', search: event.target.value })}
            sx={{ minWidth: { md: 300 } }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon aria-hidden="true" />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Stack>
        <Box aria-live="polite" aria-busy={!data && !isError}>
          {body}
        </Box>
        <Stack
          component="nav"
          aria-label={t('insights.pagination')}
          direction="row"
          spacing={2}
          sx={{ mt: 4, justifyContent: 'center', alignItems: 'center' }}
        >
          <Button
            variant="outlined"
            disabled={!pager.hasPrevious}
            onClick={() => dispatch({ kind: 'page', page: filters.page - 1 })}
          >
            {t('insights.previous')}
          </Button>
          <Typography aria-live="polite">
            {t('insights.pageStatus', { page: filters.page, pages: pager.pages })}
          </Typography>
          <Button
            variant="outlined"
            disabled={!pager.hasNext}
            onClick={() => dispatch({ kind: 'page', page: filters.page + 1 })}
          >
            {t('insights.next')}
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
