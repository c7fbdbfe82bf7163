export { ResourcesPage } from './components/resources-page';
export { ResourceDetailPage } from './components/resource-detail-page';
