import { useTranslation } from '@/lib/i18n';
import { formatEditorDate } from '@/features/i18n/format-day';

/**
 * A post's or case study's date in the reader's language, as a `<time>` when it could be parsed;
 * otherwise the text the editor wrote.
 */
export function EditorDate({ date, publishedOn }: { date: string; publishedOn: string | null }) {
  const { t } = useTranslation();
  if (!publishedOn) return <>{date}</>;
  return (
    <time dateTime={publishedOn.slice(0, 10)}>{formatEditorDate({ date, publishedOn }, t)}</time>
  );
}
