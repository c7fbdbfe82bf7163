import { MasterclassPage } from '@/features/masterclass';
import { TutorChat } from '@/features/tutor';

/** `/masterclass`: the course page with the tutor chat beside the video. */
export function Component() {
  return (
    <MasterclassPage
      renderTutor={({ lesson, onSelectLesson }) => (
        <TutorChat lesson={lesson} onSelectLesson={onSelectLesson} />
      )}
    />
  );
}
