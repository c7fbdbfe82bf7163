import Stack from '@mui/material/Stack';
import { Tag } from '@/components/ui/tag';
import { useTranslation } from '@/lib/i18n';
import { visibleTags } from '../utils/tags';

interface TechTagsProps {
  tags: readonly string[];
  /** Show at most this many, then "+N more"; all when not given. */
  limit?: number;
  label: string;
}

export function TechTags({ tags, limit, label }: TechTagsProps) {
  const { t } = useTranslation('content');
  const { shown, more } = visibleTags(tags, limit ?? Number.POSITIVE_INFINITY);
  if (shown.length === 0) return null;
  return (
    <Stack
      component="ul"
      aria-label={label}
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
    >
      {shown.map((tag) => (
        <li key={tag}>
          <Tag label={tag} size="small" variant="outlined" color="primary" />
        </li>
      ))}
      {more > 0 ? (
        <li>
          <Tag label={t('caseStudies.moreTags', { count: more })} size="small" />
        </li>
      ) : null}
    </Stack>
  );
}
