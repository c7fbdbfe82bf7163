import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
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
  @ApiProperty({ maxLength: 512 }) @IsString() @MaxLength(512) userAgent: string;
  @ApiProperty({ maxLength: 64 }) @IsString() @MaxLength(64) language: string;
  @ApiProperty({ maxLength: 64 }) @IsString() @MaxLength(64) timezone: string;
  @ApiProperty({ maxLength: 32 }) @IsString() @MaxLength(32) screen: string;
  @ApiProperty({ maxLength: 64 }) @IsString() @MaxLength(64) platform: string;
}

export class LoginDto {
  @ApiProperty({ format: 'email', maxLength: 254 })
  @IsNotEmpty({ message: 'Email is required' })
  @IsEmail({}, { message: AUTH_MESSAGES.invalidEmail })
  @MaxLength(254, { message: AUTH_MESSAGES.invalidEmail })
  email: string;

  @ApiProperty({ maxLength: 128 })
  @IsString({ message: PASSWORD_MESSAGES.required })
  @IsNotEmpty({ message: PASSWORD_MESSAGES.required })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: PASSWORD_MESSAGES.tooLong })
  password: string;

  @ApiPropertyOptional({ type: DeviceFingerprintDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => DeviceFingerprintDto)
  fingerprint?: DeviceFingerprintDto;
}

export class ForgotPasswordDto {
  @ApiProperty({ format: 'email', maxLength: 254 })
  @IsNotEmpty({ message: 'Email is required' })
  @IsEmail({}, { message: AUTH_MESSAGES.invalidEmail })
  @MaxLength(254, { message: AUTH_MESSAGES.invalidEmail })
  email: string;
}

export class ConfirmTokenDto {
  @ApiProperty({ maxLength: 200 })
  @IsString()
  @IsNotEmpty({ message: 'The confirmation link is missing required parameters.' })
  @MaxLength(200)
  token_hash: string;

  @IsIn(['invite', 'signup', 'email'], {
    message: 'The confirmation link is missing required parameters.',
  })
  @ApiProperty({ enum: ['invite', 'signup', 'email'] })
  type: string;
}

export class CompleteSetupDto extends ConfirmTokenDto {
  /** Checked by the shared rules in the service (spec messages). */

  @ApiProperty({ maxLength: 128 })
  @ApiPropertyOptional({ maxLength: 64 })
  @ApiProperty()
  @IsString()
  fullName: string;
  @IsOptional() @IsString() @MaxLength(64) phoneNumber?: string | null;
  @IsString() password: string;

  @ApiPropertyOptional({ type: DeviceFingerprintDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => DeviceFingerprintDto)
  fingerprint?: DeviceFingerprintDto;
}

export class ResetTokenDto {
  @ApiProperty({ maxLength: 200 }) @IsString() @IsNotEmpty() @MaxLength(200) token: string;
}

export class ResetPasswordDto extends ResetTokenDto {
  @ApiProperty({ maxLength: 128 }) @IsString() password: string;
}

export class ChangePasswordDto {
  @ApiProperty({ maxLength: 128 })
  @IsString()
  @IsNotEmpty({ message: 'Current password is required' })
  @MaxLength(PASSWORD_MAX_LENGTH)
  currentPassword: string;

  @ApiProperty({ maxLength: 128 }) @IsString() newPassword: string;
}

export class ActivityDto {
  @ApiPropertyOptional({ type: DeviceFingerprintDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => DeviceFingerprintDto)
  fingerprint?: DeviceFingerprintDto;
}
