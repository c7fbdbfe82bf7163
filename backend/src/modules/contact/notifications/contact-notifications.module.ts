import { type DynamicModule, Module } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { queueConfig, redisConfig, smsConfig } from '../../../config';
import { CONTACT_WORKER_ENABLED, SMS_PROVIDER } from '../contact.constants';
import { ContactProcessor } from '../contact.processor';
import { LogSmsProvider } from '../sms/log-sms.provider';
import type { SmsProvider } from '../sms/sms-provider';
import { TwilioSmsProvider } from '../sms/twilio-sms.provider';
import { ContactQueue } from './contact-queue';
import { OutboxRelayService } from './outbox-relay.service';

/**
 * Queue, outbox relay, SMS provider and worker. `worker: 'config'` runs the worker when
 * QUEUE_WORKER_IN_PROCESS is on (the web process); `'always'` is the standalone worker process.
 */
@Module({})
export class ContactNotificationsModule {
  static register(options: { worker: 'config' | 'always' }): DynamicModule {
    return {
      module: ContactNotificationsModule,
      providers: [
        {
          provide: ContactQueue,
          inject: [getDataSourceToken(), redisConfig.KEY, queueConfig.KEY],
          useFactory: (
            dataSource: DataSource,
            redis: ConfigType<typeof redisConfig>,
            queue: ConfigType<typeof queueConfig>,
          ) =>
            new ContactQueue(
              redis.url
                ? { kind: 'redis', url: redis.url, prefix: `${redis.keyPrefix}:bull` }
                : {
                    kind: 'postgres',
                    url: (dataSource.options as { url: string }).url,
                    schema: queue.pgSchema,
                  },
              queue,
            ),
        },
        {
          provide: SMS_PROVIDER,
          inject: [smsConfig.KEY],
          useFactory: (sms: ConfigType<typeof smsConfig>): SmsProvider =>
            sms.provider === 'twilio' ? new TwilioSmsProvider(sms) : new LogSmsProvider(),
        },
        {
          provide: CONTACT_WORKER_ENABLED,
          inject: [queueConfig.KEY],
          useFactory: (queue: ConfigType<typeof queueConfig>) =>
            options.worker === 'always' || queue.workerInProcess
              ? { concurrency: queue.concurrency, lockDurationMs: queue.lockMs }
              : null,
        },
        OutboxRelayService,
        ContactProcessor,
      ],
      exports: [OutboxRelayService, ContactQueue],
    };
  }
}
