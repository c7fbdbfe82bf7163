import { ApiPropertyOptional } from '@nestjs/swagger';
import { MASTERCLASS_MESSAGES, MASTERCLASS_LIMITS } from '@fabrion/shared';
import { IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';

/** `PUT /api/masterclass/progress/lessons/:lessonId`: completion and/or playback position. */
export class SaveLessonProgressDto {
  @ApiPropertyOptional({ description: 'true marks the lesson complete, false clears it' })
  @IsOptional()
  @IsBoolean({ message: MASTERCLASS_MESSAGES.completedInvalid })
  completed?: boolean;

  @ApiPropertyOptional({ minimum: 0, maximum: MASTERCLASS_LIMITS.positionMaxSeconds })
  @IsOptional()
  @IsInt({ message: MASTERCLASS_MESSAGES.positionInvalid })
  @Min(0, { message: MASTERCLASS_MESSAGES.positionInvalid })
  @Max(MASTERCLASS_LIMITS.positionMaxSeconds, { message: MASTERCLASS_MESSAGES.positionInvalid })
  positionSeconds?: number;
}
