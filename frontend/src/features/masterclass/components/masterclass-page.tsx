import CheckCircle from '@mui/icons-material/CheckCircle';
import History from '@mui/icons-material/History';
import SkipNext from '@mui/icons-material/SkipNext';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { MasterclassLesson } from '@fabrion/shared';
import { PageMeta } from '@/components/seo/page-meta';
import {
  useGetMasterclassProgressQuery,
  useGetMasterclassQuery,
  useSaveLessonProgressMutation,
} from '../api';
import { useLessonSelection } from '../hooks/use-lesson-selection';
import { allLessons, errorMessage, formatPosition, nextLesson } from '../lib/course';
import { useMasterclassText } from '../lib/use-masterclass-text';
import { CourseContent } from './course-content';
import { VideoPlayer } from './video-player';

/** Playback positions are kept every 15 s of play, and on pause, end or leaving the lesson. */
const POSITION_STEP_SECONDS = 15;

export interface TutorSlotProps {
  lesson: MasterclassLesson;
  onSelectLesson: (lessonId: string) => void;
}

interface MasterclassPageProps {
  /** The tutor chat beside the video (composed by the route: features do not import each other). */
  renderTutor?: (props: TutorSlotProps) => ReactNode;
}

/** `/masterclass`: the video, the tutor chat and the course accordion, with the member's progress. */
export function MasterclassPage({ renderTutor }: MasterclassPageProps) {
  const { t } = useMasterclassText();
  const { data: course, error, isLoading } = useGetMasterclassQuery();
  const { data: progress } = useGetMasterclassProgressQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [saveProgress] = useSaveLessonProgressMutation();
  const selection = useLessonSelection(course);
  const { lesson } = selection;
  const [endedLessonId, setEndedLessonId] = useState<string | null>(null);
  const lastSaved = useRef<{ lessonId: string; seconds: number } | null>(null);
  const completed = useMemo(
    () => new Set(progress?.completedLessonIds ?? []),
    [progress?.completedLessonIds],
  );

  const onPosition = useCallback(
    (seconds: number, final: boolean) => {
      if (!lesson) return;
      const whole = Math.floor(seconds);
      const last = lastSaved.current?.lessonId === lesson.id ? lastSaved.current : null;
      if (last && whole === last.seconds) return;
      if (last && !final && Math.abs(whole - last.seconds) < POSITION_STEP_SECONDS) return;
      lastSaved.current = { lessonId: lesson.id, seconds: whole };
      void saveProgress({ lessonId: lesson.id, positionSeconds: whole });
    },
    [lesson, saveProgress],
  );
  const onEnded = useCallback(() => {
    if (!lesson) return;
    setEndedLessonId(lesson.id);
    if (!completed.has(lesson.id)) void saveProgress({ lessonId: lesson.id, completed: true });
  }, [completed, lesson, saveProgress]);
  const toggleComplete = useCallback(
    (lessonId: string, done: boolean) => void saveProgress({ lessonId, completed: done }),
    [saveProgress],
  );

  if (error)
    return (
      <Typography role="alert" color="error" sx={{ fontWeight: 600 }}>
        {t('page.loadError', { message: errorMessage(error, t) })}
      </Typography>
    );
  if (isLoading || !course)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 320 }}>
        <CircularProgress aria-label={t('page.loading')} />
      </Box>
    );

  const resume = progress?.resume;
  const resumeLesson = resume ? allLessons(course).find((l) => l.id === resume.lessonId) : null;
  const next = nextLesson(course, lesson?.id ?? null);
  const isDone = lesson ? completed.has(lesson.id) : false;
  const offerNext = next && lesson && (endedLessonId === lesson.id || isDone);

  return (
    <Box sx={{ maxWidth: 1400, mx: 'auto' }}>
      <PageMeta title={t('meta.title')} noIndex />
      <Typography
        variant="h4"
        component="h1"
        sx={{ mb: 2, fontSize: { xs: '1.6rem', md: '2.1rem' } }}
      >
        {t('page.title')}
      </Typography>
      {resume && resumeLesson && (
        <Alert
          severity="info"
          icon={<History />}
          sx={{ mb: 2, alignItems: 'center' }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => selection.selectLesson(resumeLesson.id, resume.positionSeconds)}
            >
              {t('page.resume')}
            </Button>
          }
        >
          {t('page.resumeText', {
            title: resumeLesson.title,
            position: formatPosition(resume.positionSeconds),
          })}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(320px, 1fr)' },
          gridTemplateAreas: {
            xs: '"main" "content" "tutor"',
            lg: '"main content" "tutor content"',
          },
          alignItems: 'start',
        }}
      >
        {lesson && (
          <Box sx={{ gridArea: 'main', display: 'grid', gap: 2, minWidth: 0 }}>
            <VideoPlayer
              key={lesson.id}
              lesson={lesson}
              startAt={selection.startAt}
              onPosition={onPosition}
              onEnded={onEnded}
            />
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography variant="h5" component="h2">
                {lesson.title}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {lesson.duration}
              </Typography>
              <Typography sx={{ mb: 2 }}>{lesson.description}</Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                <Button
                  variant={isDone ? 'outlined' : 'contained'}
                  color={isDone ? 'success' : 'primary'}
                  startIcon={isDone ? <CheckCircle /> : undefined}
                  aria-pressed={isDone}
                  onClick={() => toggleComplete(lesson.id, !isDone)}
                >
                  {isDone ? t('page.completed') : t('page.markComplete')}
                </Button>
                {offerNext && (
                  <Button
                    variant="contained"
                    startIcon={<SkipNext />}
                    onClick={() => selection.selectLesson(next.id)}
                  >
                    {t('page.upNext', { title: next.title })}
                  </Button>
                )}
              </Box>
            </Paper>
          </Box>
        )}
        <Box sx={{ gridArea: 'content', position: { lg: 'sticky' }, top: { lg: 16 }, minWidth: 0 }}>
          <CourseContent
            course={course}
            sectionId={selection.sectionId}
            lessonId={lesson?.id ?? null}
            completed={completed}
            percent={progress?.percent ?? 0}
            onSelectSection={selection.selectSection}
            onSelectLesson={(lessonId) => selection.selectLesson(lessonId)}
            onToggleComplete={toggleComplete}
          />
        </Box>
        {lesson && renderTutor && (
          <Box sx={{ gridArea: 'tutor', minWidth: 0 }}>
            {renderTutor({
              lesson,
              onSelectLesson: (lessonId) => selection.selectLesson(lessonId),
            })}
          </Box>
        )}
      </Box>
    </Box>
  );
}
