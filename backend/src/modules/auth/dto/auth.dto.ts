import { Type } from 'class-transformer';
import {
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { AUTH_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES } from '@fabrion/shared';

export class DeviceFingerprintDto {
  @IsString() @MaxLength(512) userAgent: string;
  @IsString() @MaxLength(64) language: string;
  @IsString() @MaxLength(64) timezone: string;
  @IsString() @MaxLength(32) screen: string;
  @IsString() @MaxLength(64) platform: string;
}

export class LoginDto {
  @IsNotEmpty({ message: 'Email is required' })
  @IsEmail({}, { message: AUTH_MESSAGES.invalidEmail })
  @MaxLength(254, { message: AUTH_MESSAGES.invalidEmail })
  email: string;

  @IsString({ message: PASSWORD_MESSAGES.required })
  @IsNotEmpty({ message: PASSWORD_MESSAGES.required })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: PASSWORD_MESSAGES.tooLong })
  password: string;

  @IsOptional()
  @ValidateNested()
  @Type(() => DeviceFingerprintDto)
  fingerprint?: DeviceFingerprintDto;
}

export class ForgotPasswordDto {
  @IsNotEmpty({ message: 'Email is required' })
  @IsEmail({}, { message: AUTH_MESSAGES.invalidEmail })
  @MaxLength(254, { message: AUTH_MESSAGES.invalidEmail })
  email: string;
}

export class ConfirmTokenDto {
  @IsString()
  @IsNotEmpty({ message: 'The confirmation link is missing required parameters.' })
  @MaxLength(200)
  token_hash: string;

  @IsIn(['invite', 'signup', 'email'], {
    message: 'The confirmation link is missing required parameters.',
  })
  type: string;
}

export class CompleteSetupDto extends ConfirmTokenDto {
  /** Checked by the shared rules in the service (spec messages). */
  @IsString() fullName: string;
  @IsOptional() @IsString() @MaxLength(64) phoneNumber?: string | null;
  @IsString() password: string;

  @IsOptional()
  @ValidateNested()
  @Type(() => DeviceFingerprintDto)
  fingerprint?: DeviceFingerprintDto;
}

export class ResetTokenDto {
  @IsString() @IsNotEmpty() @MaxLength(200) token: string;
}

export class ResetPasswordDto extends ResetTokenDto {
  @IsString() password: string;
}

export class ChangePasswordDto {
  @IsString()
  @IsNotEmpty({ message: 'Current password is required' })
  @MaxLength(PASSWORD_MAX_LENGTH)
  currentPassword: string;

  @IsString() newPassword: string;
}

export class ActivityDto {
  @IsOptional()
  @ValidateNested()
  @Type(() => DeviceFingerprintDto)
  fingerprint?: DeviceFingerprintDto;
}
