import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsISO8601,
  IsInt,
  IsOptional,
  IsString,
  Length,
  Matches,
  MaxLength,
  Min,
} from 'class-validator';
import { SLUG, SLUG_MESSAGE } from '../../dto/slug';
import { PUBLISH_AT_MESSAGE, PUBLISH_AT_RANGE } from '../../admin/publish-at.dto';

/** A job opening as the back office writes it (`AboutService.createJob`). */
export class JobOpeningInputDto {
  @ApiProperty({ maxLength: 80, example: 'fellowship-program' })
  @Matches(SLUG, { message: SLUG_MESSAGE('id') })
  @MaxLength(80, { message: 'id must be at most 80 characters' })
  id: string;

  @ApiProperty() @IsString() @Length(1, 200) title: string;
  @ApiProperty() @IsString() @Length(1, 120) location: string;
  @ApiProperty() @IsString() @Length(1, 16) emoji: string;
  @ApiProperty() @IsString() @Length(1, 5000) description: string;

  @ApiProperty({ type: [String] })
  @IsArray()
  @ArrayMaxSize(30)
  @IsString({ each: true })
  @MaxLength(500, { each: true })
  responsibilities: string[];

  @ApiProperty({ type: [String] })
  @IsArray()
  @ArrayMaxSize(30)
  @IsString({ each: true })
  @MaxLength(500, { each: true })
  requirements: string[];

  @ApiProperty() @IsString() @Length(1, 120) department: string;
  @ApiProperty() @IsString() @Length(1, 80) experienceLevel: string;
  @ApiProperty() @IsString() @Length(1, 80) contractType: string;

  @ApiProperty({ type: [String] })
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @MaxLength(40, { each: true })
  languages: string[];

  @ApiPropertyOptional({ default: 0 }) @IsOptional() @IsInt() @Min(0) position?: number;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    format: 'date-time',
    description: 'A published row stays hidden until then; null publishes at once',
  })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: PUBLISH_AT_MESSAGE })
  @Matches(PUBLISH_AT_RANGE, { message: PUBLISH_AT_MESSAGE })
  publishAt?: string | null;

  @ApiPropertyOptional({ default: false }) @IsOptional() @IsBoolean() published?: boolean;
}

export class JobOpeningPatchDto extends PartialType(JobOpeningInputDto) {}

/** A client logo as the back office writes it (`AboutService.createClientLogo`). */
export class ClientLogoInputDto {
  @ApiProperty() @IsString() @Length(1, 120) name: string;

  @ApiProperty({ description: 'clients/{filename} in the about-us bucket, or a URL' })
  @IsString()
  @Length(1, 500)
  logoPath: string;

  @ApiPropertyOptional({ default: 0 }) @IsOptional() @IsInt() @Min(0) position?: number;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    format: 'date-time',
    description: 'A published row stays hidden until then; null publishes at once',
  })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: PUBLISH_AT_MESSAGE })
  @Matches(PUBLISH_AT_RANGE, { message: PUBLISH_AT_MESSAGE })
  publishAt?: string | null;

  @ApiPropertyOptional({ default: false }) @IsOptional() @IsBoolean() published?: boolean;
}

export class ClientLogoPatchDto extends PartialType(ClientLogoInputDto) {}
