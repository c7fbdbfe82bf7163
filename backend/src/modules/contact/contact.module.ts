import { Module } from '@nestjs/common';
import { ContactIpGuard } from './contact-ip.guard';
import { ContactController } from './contact.controller';
import { ContactRepository } from './contact.repository';
import { ContactService } from './contact.service';
import { ContactNotificationsModule } from './notifications/contact-notifications.module';

/** `POST /api/contact`: validated, limited, saved with an outbox record; staff notified by SMS. */
@Module({
  imports: [ContactNotificationsModule.register({ worker: 'config' })],
  controllers: [ContactController],
  providers: [ContactService, ContactRepository, ContactIpGuard],
})
export class ContactModule {}
