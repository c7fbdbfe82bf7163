import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { CommonModule } from './common/common.module';
import { configNamespaces } from './config';
import { DatabaseModule } from './database/database.module';
import { ContactNotificationsModule } from './modules/contact/notifications/contact-notifications.module';

/** The standalone notification worker (`npm run worker`): queue consumer and outbox relay. */
@Module({
  imports: [
    ConfigModule.forRoot({ isGlobal: true, cache: true, load: configNamespaces }),
    CommonModule,
    DatabaseModule,
    ContactNotificationsModule.register({ worker: 'always' }),
  ],
})
export class WorkerModule {}
