import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { AUTH_MESSAGES, LANGUAGES } from '@fabrion/shared';

export class CreateClientDto {
  @IsNotEmpty({ message: 'Email is required' })
  @IsEmail({}, { message: AUTH_MESSAGES.invalidEmail })
  @MaxLength(254, { message: AUTH_MESSAGES.invalidEmail })
  email: string;

  /** Checked with the shared profile rules in the service. */
  @IsString() fullName: string;

  @IsOptional()
  @IsIn([...LANGUAGES], { message: 'Language must be en, es or de' })
  language?: string;
}

/** Profile form (spec §5); every rule is checked with the shared functions in the service. */
export class UpdateProfileDto {
  @IsString() fullName: string;
  @IsOptional() @IsString() @MaxLength(64) phoneNumber?: string | null;
  @IsOptional() @IsString() @MaxLength(1000) specialization?: string | null;
}
