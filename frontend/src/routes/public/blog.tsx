import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { Page } from '@fabrion/shared';
import { useTranslation } from '@/lib/i18n';
import { Link, useSearchParams } from 'react-router';
import type { RoutePrefetch } from '@/app/route-prefetch';
import { PageMeta } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { contentQueries, prefetchContent, useGetBlogPostsQuery } from '@/features/content/api';
import { BlogPagination, BlogPostCard } from '@/features/content/components/deferred-cards';
import { blogListArgs } from '@/features/content/utils/blog-list-args';
import { CardGridSkeleton } from '@/features/content/components/card-grid-skeleton';
import { ListPageHeading } from '@/features/content/components/list-page-heading';
import { LoadError } from '@/features/content/components/load-error';
import { isPastLastPage, pageCount, parsePage } from '@/features/content/utils/pagination';

/** A page number past the last page answers 404 (it has no posts; it must not be indexed). */
export const prefetch: RoutePrefetch = ({ store, searchParams }) => {
  const query = contentQueries.blogPosts(blogListArgs(parsePage(searchParams.get('page'))));
  return [
    prefetchContent(store.dispatch, query).then((result) => {
      const list = store.getState().content.entries[query]?.data as Page<unknown> | undefined;
      return list && isPastLastPage(list) ? { error: { status: 404 } } : result;
    }),
  ];
};

/** The browser hydrates only the page's islands. */
export const islands = true;

/** /blog: every post, 12 a page, the page in `?page=`. */
export function Component() {
  const { t } = useTranslation('content');
  const [searchParams] = useSearchParams();
  const page = parsePage(searchParams.get('page'));
  const { currentData, isError, refetch } = useGetBlogPostsQuery(blogListArgs(page));
  const pages = currentData ? pageCount(currentData.total, currentData.pageSize) : 1;
  const pastLastPage = currentData !== undefined && isPastLastPage(currentData);

  let body;
  if (currentData && currentData.items.length > 0) {
    body = (
      <>
        <Grid container spacing={3}>
          {currentData.items.map((post, index) => (
            <Grid key={post.id} size={{ xs: 12, sm: 6, lg: 4 }}>
              <BlogPostCard post={post} eager={index < 3} />
            </Grid>
          ))}
        </Grid>
        <BlogPagination page={page} count={pages} />
      </>
    );
  } else if (pastLastPage) {
    body = (
      <>
        <Typography sx={{ py: 4, color: 'text.secondary', fontSize: '1.1rem' }}>
          {t('blog.pageEmpty', { page })}
        </Typography>
        <Button component={Link} to={paths.blog} variant="contained">
          {t('blog.firstPage')}
        </Button>
      </>
    );
  } else if (currentData) {
    body = (
      <Typography sx={{ py: 6, color: 'text.secondary', fontSize: '1.1rem' }}>
        {t('blog.empty')}
      </Typography>
    );
  } else if (isError) {
    body = <LoadError message={t('blog.loadError')} onRetry={() => void refetch()} />;
  } else {
    body = <CardGridSkeleton count={6} label={t('blog.loading')} />;
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <PageMeta
        title={page > 1 ? t('blog.pageTitle', { page }) : t('blog.title')}
        description={t('blog.metaDescription')}
        noIndex={pastLastPage}
      />
      <ListPageHeading title={t('blog.title')} lead={t('blog.subtitle')} />
      {body}
    </Container>
  );
}
