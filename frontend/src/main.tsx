import { isIslandsPage } from '@/islands/constants';
import { bootIslands } from '@/islands/boot';

// A server-rendered islands page runs only its islands' code; anything else is the app.
if (isIslandsPage(document)) bootIslands();
else void import('@/app/spa-main').then((app) => app.startApp());
