import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProfileEntity } from './entities/profile.entity';
import { UserEntity } from './entities/user.entity';
import { UsersService } from './users.service';

/** Accounts and profiles (data). The HTTP API over them is in the accounts module. */
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity, ProfileEntity])],
  providers: [UsersService],
  exports: [UsersService],
})
export class UsersModule {}
