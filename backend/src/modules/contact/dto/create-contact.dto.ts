import { CONTACT_INTERESTS, LEAD_CONTEXT_MAX } from '@fabrion/shared';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { ContactRule } from './contact-rule.decorator';

const contextText = () => [
  IsOptional(),
  IsString({ message: 'must be text' }),
  MaxLength(LEAD_CONTEXT_MAX, { message: `must be at most ${LEAD_CONTEXT_MAX} characters` }),
];
const apply =
  (decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) =>
    decorators.forEach((decorator) => decorator(target, key));

/** First-touch attribution captured by the browser (all optional). */
export class ContactLeadContextDto {
  @ApiPropertyOptional() @apply(contextText()) utmSource?: string;
  @ApiPropertyOptional() @apply(contextText()) utmMedium?: string;
  @ApiPropertyOptional() @apply(contextText()) utmCampaign?: string;
  @ApiPropertyOptional() @apply(contextText()) utmTerm?: string;
  @ApiPropertyOptional() @apply(contextText()) utmContent?: string;
  @ApiPropertyOptional() @apply(contextText()) referrer?: string;
  @ApiPropertyOptional() @apply(contextText()) landingPage?: string;
}

/** `POST /api/contact` (spec §5). Every rule and message comes from @fabrion/shared. */
export class CreateContactDto {
  @ApiProperty({ minLength: 2, maxLength: 100 }) @ContactRule('name') name: string;
  @ApiProperty({ example: 'ana@example.com' }) @ContactRule('email') email: string;
  @ApiPropertyOptional({ example: '+40 721 123 456' }) @ContactRule('phone') phone?: string;
  @ApiPropertyOptional({ maxLength: 100 }) @ContactRule('company') company?: string;
  @ApiProperty({ enum: CONTACT_INTERESTS }) @ContactRule('interest') interest: string;
  @ApiProperty({ minLength: 10, maxLength: 1000 }) @ContactRule('message') message: string;

  /** Honeypot: hidden from people, filled by bots. */
  @ApiPropertyOptional({ description: 'Leave empty' })
  @IsOptional()
  @IsString({ message: 'must be text' })
  @MaxLength(1000)
  website?: string;

  /** Milliseconds from the form's first render to submit. */
  @ApiPropertyOptional()
  @IsOptional()
  @IsInt({ message: 'must be a whole number' })
  @Min(0)
  @Max(86_400_000 * 30)
  fillTimeMs?: number;

  @ApiPropertyOptional({ type: ContactLeadContextDto })
  @IsOptional()
  @IsObject({ message: 'must be an object' })
  @ValidateNested()
  @Type(() => ContactLeadContextDto)
  context?: ContactLeadContextDto;
}

export class ContactCreatedDto {
  @ApiProperty({ format: 'uuid' }) id: string;
}
