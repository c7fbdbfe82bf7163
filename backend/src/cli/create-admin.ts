import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { parseArgs } from 'node:util';
import { AppModule } from '../app.module';
import { authConfig } from '../config';
import { FirstAdminService } from '../modules/accounts/first-admin.service';

/**
 * `npm run create-admin -- --email a@b.c --name "Ada Admin"`; the password is read from
 * --password or, better (not kept in shell history), the AUTH_ADMIN_PASSWORD setting.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  const password = values.password ?? authConfig().adminPassword;
  if (!values.email || !password)
    throw new Error(
      'Usage: create-admin --email <e-mail> [--name <name>] (password via --password or AUTH_ADMIN_PASSWORD)',
    );
  const app = await NestFactory.createApplicationContext(AppModule, { logger: ['error', 'warn'] });
  try {
    await app
      .get(FirstAdminService)
      .createAdmin(values.email, password, values.name ?? 'Administrator');
    new Logger('create-admin').log(`Administrator ${values.email} created`);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  const body = (error as { response?: { errors?: unknown } }).response?.errors;
  process.stderr.write(
    `${error instanceof Error ? error.message : String(error)}${body ? ` ${JSON.stringify(body)}` : ''}\n`,
  );
  process.exit(1);
});
