import ScheduleIcon from '@mui/icons-material/ScheduleOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BlogPostSummary } from '@fabrion/shared';
import { useTranslation } from '@/lib/i18n';
import { EditorDate } from '@/components/ui/editor-date';
import { formatReadTime } from '../utils/format';

/** Date and read time of a post, on one line. */
export function PostMeta({
  post,
  size = 'small',
}: {
  post: BlogPostSummary;
  size?: 'small' | 'large';
}) {
  const { t } = useTranslation('content');
  const fontSize = size === 'small' ? 13 : 15;
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', color: 'text.secondary', flexWrap: 'wrap', fontSize }}
    >
      <Typography component="span" sx={{ fontSize }}>
        <EditorDate date={post.date} publishedOn={post.publishedOn} />
      </Typography>
      <span aria-hidden="true">·</span>
      <Stack direction="row" spacing={0.5} component="span" sx={{ alignItems: 'center' }}>
        <ScheduleIcon aria-hidden="true" sx={{ fontSize: fontSize + 3 }} />
        <Typography component="span" sx={{ fontSize }}>
          {formatReadTime(post.readTime, t)}
        </Typography>
      </Stack>
    </Stack>
  );
}
