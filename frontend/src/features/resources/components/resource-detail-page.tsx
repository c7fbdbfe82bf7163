import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink, useLocation } from 'react-router';
import { resourceCategorySlug } from '@fabrion/shared';
import { PageMeta } from '@/components/seo/page-meta';
import { CoverImage } from '@/components/ui/cover-image';
import { EditorDate } from '@/components/ui/editor-date';
import { apiErrorBody, isNotFound } from '@/lib/api-error';
import { useGetResourceQuery } from '../api';
import { resourceCategoryImage } from '../lib/category-image';
import { useResourcesText } from '../lib/use-resources-text';
import { DownloadCard } from './download-card';
import { LoadingState } from './loading-state';
import { RESOURCES_PATH } from './resource-card';

const bodySx: SxProps<Theme> = {
  fontSize: '1.05rem',
  lineHeight: 1.75,
  '& h2': { fontSize: '1.4rem', fontWeight: 700, mt: 4, mb: 1.5 },
  '& h3': { fontSize: '1.2rem', fontWeight: 700, mt: 3, mb: 1 },
  '& p': { my: 1.5 },
  '& ul, & ol': { pl: 3, my: 1.5 },
  '& li': { my: 0.5 },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 2 },
  '& a': { color: 'primary.main' },
};

/** `/dashboard-resources/:id` (the id is the slug): the resource, its file and the terms. */
export function ResourceDetailPage({ slug }: { slug: string }) {
  const { t } = useResourcesText();
  const { state } = useLocation() as { state: { from?: string } | null };
  const back = `${RESOURCES_PATH}${state?.from ?? ''}`;
  const { data, error, isLoading } = useGetResourceQuery(slug);

  const returnButton = (
    <Button component={RouterLink} to={back} variant="contained" sx={{ mt: 3 }}>
      {t('detail.return')}
    </Button>
  );

  if (isLoading) return <LoadingState label={t('detail.loading')} />;
  if (isNotFound(error) || (!error && !data)) {
    return (
      <Box sx={{ textAlign: 'center', py: 8 }}>
        <PageMeta title={t('detail.notFoundTitle')} noIndex />
        <Typography variant="h4" component="h1">
          {t('detail.notFoundTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('detail.notFoundText')}
        </Typography>
        {returnButton}
      </Box>
    );
  }
  if (error || !data) {
    return (
      <Box sx={{ maxWidth: 720, mx: 'auto', py: 4 }}>
        <PageMeta title={t('detail.errorTitle')} noIndex />
        <Alert severity="error">
          <AlertTitle component="h1">{t('detail.errorTitle')}</AlertTitle>
          {apiErrorBody(error)?.message ?? t('detail.errorFallback')}
        </Alert>
        {returnButton}
      </Box>
    );
  }

  return (
    <Box component="article" sx={{ maxWidth: 860, mx: 'auto' }}>
      <PageMeta title={t('meta.detail', { title: data.title })} noIndex />
      <Button
        component={RouterLink}
        to={back}
        startIcon={<ArrowBack aria-hidden />}
        sx={{ mb: 2, ml: -1 }}
      >
        {t('detail.back')}
      </Button>
      <Typography
        variant="h2"
        component="h1"
        sx={{ fontSize: { xs: '1.6rem', md: '2.2rem' }, fontWeight: 700 }}
      >
        {data.title}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, my: 2, flexWrap: 'wrap' }}>
        <Typography color="text.secondary">
          <EditorDate date={data.date} publishedOn={data.date} />
        </Typography>
        <Chip
          size="small"
          color="primary"
          variant="outlined"
          label={t(`categories.${resourceCategorySlug(data.category)}`)}
        />
      </Box>
      <CoverImage
        src={data.image}
        fallback={resourceCategoryImage(data.category)}
        eager
        sx={{ borderRadius: 3, mb: 3 }}
      />
      {data.contentHtml ? (
        <Box sx={bodySx} dangerouslySetInnerHTML={{ __html: data.contentHtml }} />
      ) : (
        <Typography sx={{ fontSize: '1.05rem', lineHeight: 1.75 }}>{data.excerpt}</Typography>
      )}
      {data.fileName && <DownloadCard slug={data.slug} fileName={data.fileName} />}
      <Box
        component="aside"
        aria-labelledby="resource-terms"
        sx={{ mt: 4, p: 2, borderRadius: 2, bgcolor: 'grey.50', border: 1, borderColor: 'divider' }}
      >
        <Typography id="resource-terms" variant="subtitle2" component="h2">
          {t('detail.disclaimerTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('detail.disclaimer')}
        </Typography>
      </Box>
    </Box>
  );
}
