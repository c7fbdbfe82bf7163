import { Module } from '@nestjs/common';
import { ConfigModule, type ConfigType } from '@nestjs/config';
import { tutorConfig } from '../../config/tutor.config';
import { MasterclassModule } from '../masterclass/masterclass.module';
import { UsersModule } from '../users/users.module';
import { OfflineTutorProvider } from './providers/offline-tutor.provider';
import { OpenAiTutorProvider } from './providers/openai-tutor.provider';
import { TutorLimiter } from './tutor-limiter.service';
import { TutorController } from './tutor.controller';
import { TutorService } from './tutor.service';
import { TUTOR_PROVIDER } from './tutor.types';

/**
 * The AI tutor of the masterclass. Its provider is chosen by configuration: an OpenAI-compatible
 * API when TUTOR_LLM_URL is set, otherwise the offline tutor that answers from the course itself.
 * Its settings (`tutor` namespace) are validated when the app starts.
 */
@Module({
  imports: [ConfigModule.forFeature(tutorConfig), MasterclassModule, UsersModule],
  controllers: [TutorController],
  providers: [
    TutorService,
    TutorLimiter,
    OfflineTutorProvider,
    OpenAiTutorProvider,
    {
      provide: TUTOR_PROVIDER,
      inject: [tutorConfig.KEY, OfflineTutorProvider, OpenAiTutorProvider],
      useFactory: (
        config: ConfigType<typeof tutorConfig>,
        offline: OfflineTutorProvider,
        openAi: OpenAiTutorProvider,
      ) => (config.llmUrl ? openAi : offline),
    },
  ],
})
export class TutorModule {}
