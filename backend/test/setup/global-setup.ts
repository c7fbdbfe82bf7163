import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { typeormOptions } from '../../src/database/typeorm-options';
import { createDatabase } from './test-database';

/** One fresh database per run, migrated once; workers read its URL from the environment. */
export default async function globalSetup(): Promise<void> {
  const { name, url } = await createDatabase();
  const dataSource = new DataSource(typeormOptions(url));
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'all' });
  await dataSource.destroy();

  process.env.TEST_DATABASE_NAME = name;
  process.env.DATABASE_URL = url;
  process.env.NODE_ENV = 'test';
  process.env.LOG_LEVEL ??= 'error';
  process.env.SEED_ON_START = 'false';
  process.env.REDIS_KEY_PREFIX = `fabrion-it-${name}`;
}
