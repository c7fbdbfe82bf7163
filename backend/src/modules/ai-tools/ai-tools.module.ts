import { Module } from '@nestjs/common';
import { AiToolsController } from './ai-tools.controller';
import { AiToolsService } from './ai-tools.service';

/** The AI copilots, solutions and prompts pages' configured links. */
@Module({
  controllers: [AiToolsController],
  providers: [AiToolsService],
})
export class AiToolsModule {}
