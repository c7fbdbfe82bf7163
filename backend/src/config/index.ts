import { appConfig } from './app.config';
import { authConfig } from './auth.config';
import { contactConfig } from './contact.config';
import { contentConfig } from './content.config';
import { databaseConfig } from './database.config';
import { mailConfig } from './mail.config';
import { queueConfig } from './queue.config';
import { redisConfig } from './redis.config';
import { resourcesConfig } from './resources.config';
import { smsConfig } from './sms.config';
import { storageConfig } from './storage.config';
import { throttleConfig } from './throttle.config';
import { webConfig } from './web.config';

export { appConfig, type AppConfig } from './app.config';
export { authConfig, type AuthConfig } from './auth.config';
export { contactConfig, type ContactConfig } from './contact.config';
export { mailConfig, type MailConfig } from './mail.config';
export { contentConfig, type ContentConfig } from './content.config';
export { databaseConfig, type DatabaseConfig } from './database.config';
export { queueConfig, type QueueConfig } from './queue.config';
export { redisConfig, type RedisConfig } from './redis.config';
export { resourcesConfig, type ResourcesConfig } from './resources.config';
export { smsConfig, type SmsConfig } from './sms.config';
export { storageConfig, type StorageConfig } from './storage.config';
export { throttleConfig } from './throttle.config';
export { webConfig, type WebConfig } from './web.config';

/** Every namespace, loaded and validated by `ConfigModule` at boot. Add new namespaces here. */
export const configNamespaces = [
  appConfig,
  databaseConfig,
  redisConfig,
  throttleConfig,
  contentConfig,
  storageConfig,
  authConfig,
  mailConfig,
  webConfig,
  contactConfig,
  smsConfig,
  queueConfig,
  resourcesConfig,
];
