import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { AUTH_MESSAGES, type Language, LANGUAGES, type UserRole } from '@fabrion/shared';

const ROLES: UserRole[] = ['member', 'account_manager', 'editor', 'ops', 'admin'];
const ROLE_MESSAGE = `role must be one of: ${ROLES.join(', ')}`;

export class CreateClientDto {
  @ApiProperty({ format: 'email', maxLength: 254 })
  @IsNotEmpty({ message: 'Email is required' })
  @IsEmail({}, { message: AUTH_MESSAGES.invalidEmail })
  @MaxLength(254, { message: AUTH_MESSAGES.invalidEmail })
  email: string;

  /** Checked with the shared profile rules in the service. */
  @ApiProperty() @IsString() fullName: string;

  @ApiPropertyOptional({ enum: [...LANGUAGES] })
  @IsOptional()
  @IsIn([...LANGUAGES], { message: 'Language must be en, es or de' })
  language?: string;

  /** A member unless told; only admins may create staff accounts. */
  @ApiPropertyOptional({ enum: ROLES, default: 'member' })
  @IsOptional()
  @IsIn(ROLES, { message: ROLE_MESSAGE })
  role?: UserRole;
}

export class ChangeRoleDto {
  @ApiProperty({ enum: ROLES })
  @IsIn(ROLES, { message: ROLE_MESSAGE })
  role: UserRole;
}

/** Profile form (spec §5); every rule is checked with the shared functions in the service. */
export class UpdateProfileDto {
  @ApiProperty() @IsString() fullName: string;
  // `string | null` reflects as Object: the type is given, or the OpenAPI schema says "object".
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 64 })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  phoneNumber?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 1000 })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  specialization?: string | null;
}

/** The member's language (portal texts and e-mails). */
export class UpdateLanguageDto {
  @ApiProperty({ enum: [...LANGUAGES] })
  @IsIn([...LANGUAGES], { message: 'Language must be en, es or de' })
  language: Language;
}
