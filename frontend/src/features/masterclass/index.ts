export { MasterclassPage, type TutorSlotProps } from './components/masterclass-page';
export { CourseProgressTile } from './components/course-progress-tile';
