import { Module } from '@nestjs/common';
import { ContactIpGuard } from './contact-ip.guard';
import { ContactController } from './contact.controller';
import { ContactRepository } from './contact.repository';
import { ContactService } from './contact.service';
import { ContactNotificationsModule } from './notifications/contact-notifications.module';

const notifications = ContactNotificationsModule.register({ worker: 'config' });

/**
 * `POST /api/contact`: validated, limited, saved with an outbox record; staff notified by SMS.
 * Re-exports the notification queue for the back office's queue monitoring.
 */
@Module({
  imports: [notifications],
  exports: [notifications],
  controllers: [ContactController],
  providers: [ContactService, ContactRepository, ContactIpGuard],
})
export class ContactModule {}
