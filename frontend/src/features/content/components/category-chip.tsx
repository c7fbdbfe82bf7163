import { Tag } from '@/components/ui/tag';
import type { BlogCategory } from '@fabrion/shared';
import { useTranslation } from '@/lib/i18n';

const COLORS: Record<BlogCategory, string> = {
  ai: '#3b2f86',
  automation: '#0f766e',
  strategy: '#0b3c5d',
  innovation: '#9a3412',
};

/** A post's category, in its own colour. */
export function CategoryChip({ category }: { category: BlogCategory }) {
  const { t } = useTranslation('content');
  return (
    <Tag
      label={t(`blog.categories.${category}`, { defaultValue: category })}
      size="small"
      sx={{ bgcolor: COLORS[category] ?? COLORS.ai, color: '#fff', fontWeight: 650 }}
    />
  );
}
