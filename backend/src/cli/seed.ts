import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';
import { ContentSeeder, describeSeedReport } from '../modules/content/seed/content-seeder.service';

const USAGE = `Usage: npm run seed [-- --overwrite]

Inserts the shipped content (case studies, blog posts, job openings, client logos) that is
missing from the database, recognised by slug, case id, opening id or logo name. Rows that exist
are left alone unless --overwrite is given, which resets them to the shipped text.`;

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const unknown = args.filter((arg) => arg !== '--overwrite');
  if (unknown.length) throw new Error(`Unknown argument ${unknown.join(' ')}\n\n${USAGE}`);

  const app = await NestFactory.createApplicationContext(AppModule, {
    logger: ['error', 'warn', 'log'],
  });
  try {
    const report = await app.get(ContentSeeder).seed({ overwrite: args.includes('--overwrite') });
    new Logger('Seed').log(describeSeedReport(report));
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
