import { join } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import { SnakeNamingStrategy } from './snake-naming.strategy';

/** TypeORM options shared by the app, the migration CLI and the test setup. Never `synchronize`. */
export function typeormOptions(url: string, poolSize = 10, logQueries = false): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: [join(__dirname, '..', 'modules', '**', '*.entity.{ts,js}')],
    migrations: [join(__dirname, 'migrations', '*.{ts,js}')],
    migrationsTableName: 'migrations',
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    logging: logQueries ? 'all' : ['error', 'migration'],
    // A database that is not there is reported within seconds (503), not waited for forever.
    extra: { max: poolSize, connectionTimeoutMillis: 3000 },
  };
}
