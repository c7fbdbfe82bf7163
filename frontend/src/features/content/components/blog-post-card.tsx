import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BlogPostSummary } from '@fabrion/shared';
import { useLocation } from 'react-router';
import { CoverImage } from '@/components/ui/cover-image';
import { lineClamp } from '@/components/ui/line-clamp';
import { paths } from '@/config/paths';
import { blogCategoryImage } from '@/lib/content-images';
import { fromListState } from '../hooks/use-back-link';
import { CardLink, linkCardSx } from '@/components/ui/card-link';
import { CategoryChip } from './category-chip';
import { PostMeta } from './post-meta';

interface BlogPostCardProps {
  post: BlogPostSummary;
  /** Cards in the first screenful load their image at once, the others when scrolled near. */
  eager?: boolean;
}

/** Image (category image when it fails), date, read time, category, title and excerpt. */
export function BlogPostCard({ post, eager = false }: BlogPostCardProps) {
  const { pathname, search } = useLocation();
  return (
    <Card component="article" variant="outlined" sx={linkCardSx}>
      <CoverImage src={post.image} fallback={blogCategoryImage(post.category)} eager={eager} />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.25, flexGrow: 1 }}>
        {/* The category above the date, in every language: a long category name ("Automatización")
            would otherwise push the date to a second line in some cards and not in others. */}
        <Stack sx={{ alignItems: 'flex-start', rowGap: 1 }}>
          <CategoryChip category={post.category} />
          <PostMeta post={post} />
        </Stack>
        <Typography variant="h2" sx={{ fontSize: '1.2rem', lineHeight: 1.35 }}>
          <CardLink to={paths.blogPost(post.slug)} state={fromListState(pathname, search)}>
            {post.title}
          </CardLink>
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', ...lineClamp(3) }}>
          {post.excerpt}
        </Typography>
      </CardContent>
    </Card>
  );
}
