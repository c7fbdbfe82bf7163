import Container from '@mui/material/Container';
import { resolveImageUrl } from '@fabrion/shared';
import { useTranslation } from '@/lib/i18n';
import { useParams } from 'react-router';
import type { RoutePrefetch } from '@/app/route-prefetch';
import { ArticleJsonLd } from '@/components/seo/json-ld';
import { PageMeta } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { contentQueries, prefetchContent, useGetBlogPostQuery } from '@/features/content/api';
import { island } from '@/islands/island';

const BackButton = island('back-button');
import { BlogArticle } from '@/features/content/components/blog-article';
import { LoadError } from '@/features/content/components/load-error';
import { NotFoundPanel } from '@/features/content/components/not-found-panel';
import { PageSpinner } from '@/features/content/components/page-spinner';
import { PreviewBanner } from '@/features/content/components/preview-banner';
import { previewToken, usePreviewToken } from '@/features/content/hooks/use-preview-token';
import { isNotFound } from '@/lib/api-error';

export const prefetch: RoutePrefetch = ({ store, params, searchParams }) =>
  params.slug
    ? [
        prefetchContent(
          store.dispatch,
          contentQueries.blogPost(params.slug, previewToken(searchParams)),
        ),
      ]
    : [];

/** The browser hydrates only the page's islands. */
export const islands = true;

/** /blog/:slug: a spinner, then the article, the Blog Post Not Found view, or the load error. */
export function Component() {
  const { t } = useTranslation('content');
  const slug = useParams().slug ?? '';
  const preview = usePreviewToken();
  const { currentData: post, error, isError, refetch } = useGetBlogPostQuery(slug, preview);

  if (isError && isNotFound(error)) {
    return (
      <>
        <PageMeta title={t('post.notFoundTitle')} noIndex />
        <NotFoundPanel
          title={t('post.notFoundTitle')}
          body={t('post.notFoundBody')}
          linkTo={paths.blog}
          linkLabel={t('post.returnToBlog')}
        />
      </>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      {preview && post && <PreviewBanner />}
      <BackButton listRoot={paths.blog} />
      {post ? (
        <>
          <PageMeta
            title={post.title}
            description={post.excerpt}
            image={post.image?.trim() ? resolveImageUrl(post.image) : undefined}
            type="article"
            noIndex={preview !== null}
          />
          <ArticleJsonLd post={post} />
          <BlogArticle post={post} />
        </>
      ) : isError ? (
        <LoadError message={t('post.loadError')} onRetry={() => void refetch()} />
      ) : (
        <PageSpinner label={t('post.loading')} />
      )}
    </Container>
  );
}
