import { Module } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { databaseConfig } from '../config';
import { EmbeddedPostgresService } from './embedded-postgres.service';
import { typeormOptions } from './typeorm-options';

@Module({
  providers: [EmbeddedPostgresService],
  exports: [EmbeddedPostgresService],
})
class EmbeddedPostgresModule {}

/** PostgreSQL through TypeORM; migrations run at start-up. */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      imports: [EmbeddedPostgresModule],
      inject: [databaseConfig.KEY, EmbeddedPostgresService],
      useFactory: async (
        database: ConfigType<typeof databaseConfig>,
        embedded: EmbeddedPostgresService,
      ) => ({
        ...typeormOptions(
          database.url ?? (await embedded.start()),
          database.poolSize,
          database.logQueries,
        ),
        migrationsRun: true,
        migrationsTransactionMode: 'all' as const,
      }),
    }),
  ],
})
export class DatabaseModule {}
