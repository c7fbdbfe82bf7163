export { CopilotsPage } from './components/copilots-page';
export { SolutionsPage } from './components/solutions-page';
export { PromptsPage } from './components/prompts-page';
