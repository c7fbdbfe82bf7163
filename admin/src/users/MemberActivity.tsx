import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MemberCourseProgress, MemberResourceDownloads } from '@fabrion/shared';
import type { ReactNode } from 'react';
import type { LatestAssessment } from '../dataProvider';
import type { UserRecord } from './AccountActions';
import { useMemberData } from './useMemberData';

const ASSESSMENT_NAMES: Record<string, string> = {
  'digital-transformation': 'Digital transformation',
  maas: 'Machine-as-a-service (MaaS)',
  pbc: 'Performance-based contracts (PBC)',
  raas: 'Robotics-as-a-service (RaaS)',
};

const isMember = (record: UserRecord) => record.role === 'member';
const date = (iso: string) => new Date(iso).toLocaleDateString();

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={0.5}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** The member's latest score of each readiness assessment (out of 100). */
export function Assessments() {
  const { data: rows } = useMemberData<LatestAssessment[]>((dp, id) => dp.assessments(id), {
    fallback: [],
    enabled: isMember,
  });
  if (rows === null) return null;
  const done = rows.filter((row) => row.latest);
  return (
    <Part title="Assessments">
      {done.length === 0 && <Typography>No assessment completed yet.</Typography>}
      {done.map((row) => (
        <Typography key={row.type}>
          {ASSESSMENT_NAMES[row.type] ?? row.type}: {row.latest!.totalScore}/100 on{' '}
          {date(row.latest!.createdAt)} ({row.completed} completed)
        </Typography>
      ))}
    </Part>
  );
}

const minutes = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** How far the member is through the masterclass, and the lesson they watched last. */
export function CourseProgress() {
  const { data } = useMemberData<MemberCourseProgress | undefined>(
    (dp, id) => dp.courseProgress(id),
    { fallback: undefined, enabled: isMember },
  );
  if (data === null) return null;
  return (
    <Part title="Masterclass">
      {!data && <Typography>Progress could not be loaded.</Typography>}
      {data && data.completedLessons === 0 && !data.lastLesson && (
        <Typography>Not started yet.</Typography>
      )}
      {data && (data.completedLessons > 0 || data.lastLesson) && (
        <Typography>
          {data.completedLessons} of {data.totalLessons} lessons completed ({data.percent}%)
        </Typography>
      )}
      {data?.lastLesson && (
        <Typography>
          Last watched: {data.lastLesson.title} (at {minutes(data.lastLesson.positionSeconds)})
        </Typography>
      )}
    </Part>
  );
}

/** The member's latest resource downloads, newest first. */
export function ResourceDownloads() {
  const { data } = useMemberData<MemberResourceDownloads>((dp, id) => dp.resourceDownloads(id), {
    fallback: { total: 0, items: [] },
    enabled: isMember,
  });
  if (data === null) return null;
  return (
    <Part title="Resource downloads">
      {data.total === 0 && <Typography>No resource downloaded yet.</Typography>}
      {data.items.map((item, index) => (
        <Typography key={`${item.slug}-${index}`} sx={{ wordBreak: 'break-word' }}>
          {item.title} · {new Date(item.downloadedAt).toLocaleString()}
        </Typography>
      ))}
      {data.total > data.items.length && (
        <Typography color="text.secondary">
          The latest {data.items.length} of {data.total} downloads.
        </Typography>
      )}
    </Part>
  );
}
