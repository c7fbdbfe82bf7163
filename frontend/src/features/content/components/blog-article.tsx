import InfoIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BlogPost } from '@fabrion/shared';
import { useTranslation } from '@/lib/i18n';
import { CoverImage } from '@/components/ui/cover-image';
import { blogCategoryImage } from '@/lib/content-images';
import { island } from '@/islands/island';
import { ArticleBody } from './article-body';

const AudioEmbed = island('audio-embed');
import { CategoryChip } from './category-chip';
import { PostMeta } from './post-meta';
import { visuallyHidden } from '@/lib/visually-hidden';

/** The author's initials in a circle, as MUI's Avatar draws them. */
const initialsSx = {
  display: 'flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  borderRadius: '50%',
  bgcolor: 'primary.main',
  color: 'background.default',
  fontSize: '1.25rem',
  lineHeight: 1,
  userSelect: 'none',
} as const;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

/** Title, date, read time, author and role, cover, optional audio, body and the disclaimer. */
export function BlogArticle({ post }: { post: BlogPost }) {
  const { t } = useTranslation('content');
  return (
    <Box component="article">
      <Stack spacing={2} component="header">
        <div>
          <CategoryChip category={post.category} />
        </div>
        <Typography variant="h1" sx={{ fontSize: 'clamp(1.9rem, 4.5vw, 2.9rem)' }}>
          {post.title}
        </Typography>
        <PostMeta post={post} size="large" />
        {post.author ? (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', pt: 1 }}>
            <Box aria-hidden="true" sx={initialsSx}>
              {initials(post.author)}
            </Box>
            <div>
              <Typography sx={{ fontWeight: 700 }}>
                <Box component="span" sx={visuallyHidden}>
                  {`${t('post.writtenBy')} `}
                </Box>
                {post.author}
              </Typography>
              {post.authorRole ? (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {post.authorRole}
                </Typography>
              ) : null}
            </div>
          </Stack>
        ) : null}
      </Stack>

      <CoverImage
        src={post.image}
        fallback={blogCategoryImage(post.category)}
        eager
        sx={{ borderRadius: 3, my: 4 }}
      />

      {post.hasAudio && post.audioEmbedHtml ? (
        <AudioEmbed html={post.audioEmbedHtml} label={t('post.listen')} />
      ) : null}

      <ArticleBody html={post.contentHtml} />

      <Box
        component="aside"
        aria-labelledby="disclaimer-title"
        sx={{
          mt: 6,
          p: { xs: 2.5, md: 3 },
          display: 'flex',
          gap: 2,
          borderRadius: 3,
          bgcolor: 'rgba(15, 118, 110, 0.07)',
          border: 1,
          borderColor: 'rgba(15, 118, 110, 0.25)',
        }}
      >
        <InfoIcon aria-hidden="true" sx={{ color: 'info.main', mt: '2px' }} />
        <div>
          <Typography
            id="disclaimer-title"
            variant="subtitle2"
            component="h2"
            sx={{ fontWeight: 700 }}
          >
            {t('post.disclaimerTitle')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, lineHeight: 1.65 }}>
            {t('post.disclaimer')}
          </Typography>
        </div>
      </Box>
    </Box>
  );
}
