import 'reflect-metadata';
import type { ModuleMetadata } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test, type TestingModuleBuilder } from '@nestjs/testing';
import type { DestinationStream } from 'pino';
import { configureApp, createAdapter } from '../../src/app.factory';
import { AppModule } from '../../src/app.module';

export interface TestAppOptions {
  /** Environment overrides applied while the app reads its configuration. */
  env?: Record<string, string | undefined>;
  /** Provider overrides (a controlled clock, a recording adapter...). */
  override?: (builder: TestingModuleBuilder) => TestingModuleBuilder;
  /** Test-only modules added beside AppModule (e.g. `ClientIpProbeModule`). */
  imports?: ModuleMetadata['imports'];
  /** Where the app's log lines go (see `captureLogs`); none are written by default in tests. */
  logDestination?: DestinationStream;
}

/**
 * The real application (same module graph and global setup as `main.ts`) on the run's database,
 * ready for `app.inject(...)`, or `listen(0)` when a real socket is needed.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<NestFastifyApplication> {
  const restore = applyEnv(options.env ?? {});
  try {
    let builder = Test.createTestingModule({ imports: [AppModule, ...(options.imports ?? [])] });
    if (options.override) builder = options.override(builder);
    const moduleRef = await builder.compile();
    const app = moduleRef.createNestApplication<NestFastifyApplication>(
      createAdapter({ logDestination: options.logDestination }),
      {
        logger: false,
      },
    );
    await configureApp(app);
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    return app;
  } finally {
    restore();
  }
}

export function applyEnv(env: Record<string, string | undefined>): () => void {
  const previous = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  return () => {
    for (const [key, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
}

/** Collects the JSON log lines an app writes (pass `destination` as `logDestination`). */
export function captureLogs(): { destination: DestinationStream; text(): string } {
  const lines: string[] = [];
  return {
    destination: { write: (line: string) => void lines.push(line) },
    text: () => lines.join(''),
  };
}
