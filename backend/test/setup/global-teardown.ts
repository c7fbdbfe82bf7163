import { dropDatabase } from './test-database';

export default async function globalTeardown(): Promise<void> {
  const name = process.env.TEST_DATABASE_NAME;
  if (name && process.env.KEEP_TEST_DATABASE !== 'true') await dropDatabase(name);
}
