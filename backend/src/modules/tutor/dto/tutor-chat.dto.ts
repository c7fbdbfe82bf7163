import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  LANGUAGES,
  type Language,
  MASTERCLASS_MESSAGES,
  TUTOR_LIMITS,
  type TutorRole,
} from '@fabrion/shared';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
  Matches,
  ValidateNested,
} from 'class-validator';

export class TutorTurnDto {
  @ApiProperty({ enum: ['user', 'assistant'] })
  @IsIn(['user', 'assistant'], { message: 'Role must be user or assistant' })
  role: TutorRole;

  @ApiProperty({ maxLength: TUTOR_LIMITS.historyTurnMaxChars })
  @IsString({ message: 'Content must be text' })
  @MaxLength(TUTOR_LIMITS.historyTurnMaxChars, {
    message: `Content must be at most ${TUTOR_LIMITS.historyTurnMaxChars} characters`,
  })
  content: string;
}

/** `POST /api/tutor/chat` (spec §7.13). The lesson's existence and the history's size: the service. */
export class TutorChatDto {
  @ApiProperty({ minLength: 1, maxLength: TUTOR_LIMITS.messageMaxChars })
  @IsString({ message: MASTERCLASS_MESSAGES.messageRequired })
  @Matches(/\S/, { message: MASTERCLASS_MESSAGES.messageRequired })
  @MaxLength(TUTOR_LIMITS.messageMaxChars, { message: MASTERCLASS_MESSAGES.messageTooLong })
  message: string;

  @ApiProperty({ format: 'uuid', description: 'The lesson on screen' })
  @IsString({ message: MASTERCLASS_MESSAGES.lessonUnknown })
  currentLesson: string;

  @ApiPropertyOptional({ type: [TutorTurnDto], maxItems: TUTOR_LIMITS.historyMaxTurns })
  @IsOptional()
  @IsArray({ message: MASTERCLASS_MESSAGES.historyInvalid })
  @ArrayMaxSize(TUTOR_LIMITS.historyMaxTurns, { message: MASTERCLASS_MESSAGES.historyInvalid })
  @ValidateNested({ each: true })
  @Type(() => TutorTurnDto)
  conversationHistory?: TutorTurnDto[];

  @ApiPropertyOptional({
    enum: LANGUAGES,
    description:
      "The language of the answer's own words (the course is quoted as written); defaults to the account's language",
  })
  @IsOptional()
  @IsIn(LANGUAGES, { message: `Language must be one of ${LANGUAGES.join(', ')}` })
  language?: Language;
}
