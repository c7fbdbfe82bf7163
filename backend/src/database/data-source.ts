import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { databaseConfig } from '../config';
import { typeormOptions } from './typeorm-options';

/** Used by the TypeORM CLI (`npm run migration:*`); needs DATABASE_URL. */
const { url } = databaseConfig();
if (!url) throw new Error('DATABASE_URL must be set to run the migration CLI');

export default new DataSource(typeormOptions(url));
