import { Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';

/** URLs of the requests Fastify itself handled, in order (one list per test app). Tests only. */
@Injectable()
export class FastifyRequestLog implements OnModuleInit {
  readonly urls: string[] = [];

  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    this.adapterHost.httpAdapter
      .getInstance<FastifyInstance>()
      .addHook('onRequest', (request, _reply, done) => {
        this.urls.push(request.url);
        done();
      });
  }
}

@Module({ providers: [FastifyRequestLog] })
export class FastifyRequestLogModule {}
