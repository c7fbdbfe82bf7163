export { TutorChat } from './components/tutor-chat';
