export { ServicePage } from './components/service-page';
