import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  RESOURCE_CATEGORIES,
  RESOURCE_SEARCH_MAX_LENGTH,
  parseResourceCategory,
  resourceCategorySlug,
} from '@fabrion/shared';
import { PageMeta } from '@/components/seo/page-meta';
import { apiErrorBody } from '@/lib/api-error';
import { useGetResourcesQuery } from '../api';
import { readListParams, writeListParams, type ListParams } from '../lib/list-params';
import { useResourcesText } from '../lib/use-resources-text';
import { LoadingState } from './loading-state';
import { ResourceCard } from './resource-card';

const SEARCH_DELAY_MS = 300;

/** `/dashboard-resources`: category tabs, search, and 3 cards per page. */
export function ResourcesPage() {
  const { t } = useResourcesText();
  const [search, setSearch] = useSearchParams();
  const params = readListParams(search);
  const [text, setText] = useState(params.q);
  const { data, error, isLoading, isFetching } = useGetResourcesQuery({
    category: params.category,
    q: params.q.trim() || undefined,
    page: params.page,
  });

  const go = (next: ListParams) => setSearch(writeListParams(next));

  // The search follows the typing after a short pause, from page 1.
  const { category, q } = params;
  useEffect(() => {
    if (text.trim() === q.trim()) return;
    const timer = setTimeout(
      () => setSearch(writeListParams({ category, q: text, page: 1 }), { replace: true }),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [text, q, category, setSearch]);

  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  // An address past the last page (a shared link, a library that shrank) shows the last page.
  const pastTheEnd = Boolean(data && data.items.length === 0 && data.total > 0 && q === params.q);
  const page = params.page;
  useEffect(() => {
    if (pastTheEnd && page > pages)
      setSearch(writeListParams({ category, q, page: pages }), { replace: true });
  }, [pastTheEnd, page, pages, category, q, setSearch]);
  const tab = params.category ? resourceCategorySlug(params.category) : 'all';

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <PageMeta title={t('meta.list')} noIndex />
      <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
        {t('list.title')}
      </Typography>
      {isLoading ? (
        <LoadingState label={t('list.loading')} />
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3, maxWidth: 760 }}>
            {t('list.intro')}
          </Typography>
          <Box
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column', md: 'row' },
              alignItems: { md: 'center' },
              justifyContent: 'space-between',
              gap: 2,
              mb: 3,
            }}
          >
            <Tabs
              value={tab}
              onChange={(_, value: string) =>
                go({ category: parseResourceCategory(value), q: text, page: 1 })
              }
              aria-label={t('list.tabsLabel')}
              variant="scrollable"
              allowScrollButtonsMobile
            >
              <Tab value="all" label={t('categories.all')} />
              {RESOURCE_CATEGORIES.map((name) => (
                <Tab
                  key={name}
                  value={resourceCategorySlug(name)}
                  label={t(`categories.${resourceCategorySlug(name)}`)}
                />
              ))}
            </Tabs>
            <TextField
              type="search"
              size="small"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder={t('list.searchPlaceholder')}
              sx={{ width: { xs: '100%', md: 320 } }}
              slotProps={{
                htmlInput: {
                  'aria-label': t('list.searchLabel'),
                  maxLength: RESOURCE_SEARCH_MAX_LENGTH,
                },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <Search aria-hidden />
                    </InputAdornment>
                  ),
                },
              }}
            />
          </Box>
          {error ? (
            <Alert severity="error">
              <AlertTitle>{t('list.errorTitle')}</AlertTitle>
              {apiErrorBody(error)?.message ?? t('list.errorFallback')}
            </Alert>
          ) : data && data.items.length === 0 ? (
            <Box role="status" sx={{ textAlign: 'center', py: 8 }}>
              <Typography variant="h6" component="h2">
                {t('list.emptyTitle')}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 520, mx: 'auto' }}>
                {t('list.emptyText')}
              </Typography>
            </Box>
          ) : data ? (
            <>
              <Typography
                variant="body2"
                color="text.secondary"
                aria-live="polite"
                sx={{ mb: 1.5 }}
              >
                {data.totalIsEstimate
                  ? t('list.resultsAbout', { count: data.total })
                  : t('list.results', { count: data.total })}
              </Typography>
              <Box
                sx={{
                  display: 'grid',
                  gap: 3,
                  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
                  opacity: isFetching ? 0.6 : 1,
                  transition: 'opacity 150ms',
                }}
              >
                {data.items.map((resource) => (
                  <ResourceCard
                    key={resource.slug}
                    resource={resource}
                    from={search.toString() ? `?${search.toString()}` : ''}
                  />
                ))}
              </Box>
              {pages > 1 && (
                <Box
                  component="nav"
                  aria-label={t('list.pagination')}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    gap: 2,
                    mt: 4,
                  }}
                >
                  <Button
                    variant="outlined"
                    disabled={params.page <= 1}
                    onClick={() => go({ ...params, q: text, page: params.page - 1 })}
                  >
                    {t('list.previous')}
                  </Button>
                  <Typography aria-current="page">
                    {t('list.pageOf', { page: params.page, pages })}
                  </Typography>
                  <Button
                    variant="outlined"
                    disabled={params.page >= pages}
                    onClick={() => go({ ...params, q: text, page: params.page + 1 })}
                  >
                    {t('list.next')}
                  </Button>
                </Box>
              )}
            </>
          ) : null}
        </>
      )}
    </Box>
  );
}
