import { BadGatewayException, BadRequestException } from '@nestjs/common';
import { MASTERCLASS_MESSAGES, type MasterclassCourse } from '@fabrion/shared';
import type { TutorConfig } from '../../config/tutor.config';
import type { MasterclassService } from '../masterclass/masterclass.service';
import type { UsersService } from '../users/users.service';
import { OFFLINE_TUTOR_TEXTS } from './providers/offline-tutor-texts';
import { OfflineTutorProvider } from './providers/offline-tutor.provider';
import type { TutorLimiter } from './tutor-limiter.service';
import { citationsOf, TutorService } from './tutor.service';
import type { TutorProvider, TutorQuestion } from './tutor.types';

const USER = '0b9f3d4e-1111-4a2b-8c3d-123456789abc';
const LESSON = '5b0c7a10-0002-4000-8000-000000000002';
const OTHER = '5b0c7a10-0004-4000-8000-000000000002';

const course: MasterclassCourse = {
  sections: [
    {
      id: 's',
      title: 'Section',
      orderIndex: 0,
      lessons: [
        {
          id: LESSON,
          sectionId: 's',
          title: 'Metering and pricing pay-per-use',
          description: 'Choosing the billing metric.',
          duration: '1:00',
          videoUrl: null,
          thumbnail: null,
          orderIndex: 0,
        },
      ],
    },
  ],
};

const passages = [
  {
    lessonId: LESSON,
    title: 'Metering and pricing pay-per-use',
    description: 'Choosing the billing metric.',
    transcript:
      'In pay-per-use the meter is the cash register. Keep raw readings so that any invoice can be reconstructed and audited. Volume tiers reward heavy users.',
    rank: 0.5,
    current: true,
  },
  {
    lessonId: OTHER,
    title: 'Billing-grade data quality and governance',
    description: 'Making machine data auditable.',
    transcript:
      'Auditability means every invoice figure can be traced to raw readings. Governance answers who owns the data.',
    rank: 0.3,
    current: false,
  },
];

function setup(provider: TutorProvider = new OfflineTutorProvider(), accountLanguage = 'en') {
  const masterclass = {
    course: jest.fn().mockResolvedValue(course),
    searchPassages: jest.fn().mockResolvedValue(passages),
  };
  const limiter = { hit: jest.fn().mockResolvedValue(undefined) };
  const users = { findById: jest.fn().mockResolvedValue({ id: USER, language: accountLanguage }) };
  const sut = new TutorService(
    masterclass as unknown as MasterclassService,
    limiter as unknown as TutorLimiter,
    users as unknown as UsersService,
    provider,
    { passages: 4 } as TutorConfig,
  );
  return { sut, masterclass, limiter, users };
}

const failing: TutorProvider = {
  name: 'failing',
  // eslint-disable-next-line require-yield
  async *answer() {
    throw new Error('boom');
  },
};

describe(TutorService.name, () => {
  it('should refuse an unknown lesson before counting the message', async () => {
    const { sut, limiter } = setup();
    await expect(sut.prepare(USER, { message: 'Hi', currentLesson: OTHER })).rejects.toBeInstanceOf(
      BadRequestException,
    );
    expect(limiter.hit).not.toHaveBeenCalled();
  });

  it('should refuse a history over the total size cap', async () => {
    const { sut } = setup();
    const turn = { role: 'user' as const, content: 'x'.repeat(4000) };
    await expect(
      sut.prepare(USER, {
        message: 'Hi',
        currentLesson: LESSON,
        conversationHistory: Array(7).fill(turn),
      }),
    ).rejects.toMatchObject({
      response: { errors: { conversationHistory: MASTERCLASS_MESSAGES.historyTooLarge } },
    });
  });

  it('should count the message and number the retrieved passages', async () => {
    const { sut, limiter, masterclass } = setup();
    const question = await sut.prepare(USER, { message: ' Raw readings? ', currentLesson: LESSON });
    expect(limiter.hit).toHaveBeenCalledWith(USER);
    expect(masterclass.searchPassages).toHaveBeenCalledWith(' Raw readings? ', LESSON, 4);
    expect(question.message).toBe('Raw readings?');
    expect(question.passages.map((p) => [p.number, p.lessonId])).toEqual([
      [1, LESSON],
      [2, OTHER],
    ]);
  });

  it('should answer offline from the best sentences and cite their lessons', async () => {
    const { sut } = setup();
    const question = await sut.prepare(USER, {
      message: 'Why keep raw readings for invoices?',
      currentLesson: LESSON,
    });
    const answer = await sut.reply(USER, question);
    expect(answer.response).toContain('Keep raw readings so that any invoice can be reconstructed');
    expect(answer.response).not.toContain('Volume tiers');
    expect(answer.citations).toEqual([
      { lessonId: LESSON, title: 'Metering and pricing pay-per-use' },
      { lessonId: OTHER, title: 'Billing-grade data quality and governance' },
    ]);
  });

  it('should answer in the asked language without reading the account', async () => {
    const { sut, users } = setup(undefined, 'de');
    const question = await sut.prepare(USER, {
      message: 'Hi',
      currentLesson: LESSON,
      language: 'es',
    });
    expect(question.language).toBe('es');
    expect(users.findById).not.toHaveBeenCalled();
  });

  it.each([
    ['de', 'de'],
    ['es', 'es'],
    ['fr', 'en'],
  ])('should default to the account’s language (%s → %s)', async (account, expected) => {
    const { sut, users } = setup(undefined, account);
    const question = await sut.prepare(USER, { message: 'Hi', currentLesson: LESSON });
    expect(users.findById).toHaveBeenCalledWith(USER);
    expect(question.language).toBe(expected);
  });

  it.each([
    ['en', 'Here is what the course says:', 'From “Metering and pricing pay-per-use”:'],
    [
      'es',
      'Esto es lo que dice el curso (el material del curso está en inglés',
      'De «Metering and pricing pay-per-use»:',
    ],
    [
      'de',
      'Das sagt der Kurs dazu (das Kursmaterial ist auf Englisch',
      'Aus „Metering and pricing pay-per-use“:',
    ],
  ] as const)(
    'should frame an offline answer in %s and quote the course as written',
    async (language, intro, from) => {
      const { sut } = setup();
      const question = await sut.prepare(USER, {
        message: 'Why keep raw readings for invoices?',
        currentLesson: LESSON,
        language,
      });
      const answer = await sut.reply(USER, question);
      expect(answer.response.startsWith(`${intro}`)).toBe(true);
      expect(answer.response).toContain(
        `${from} Keep raw readings so that any invoice can be reconstructed and audited. [1]`,
      );
      expect(answer.citations).toHaveLength(2);
    },
  );

  it.each(['en', 'es', 'de'] as const)(
    'should say in %s that the course does not cover a question no passage matches',
    async (language) => {
      const provider = { name: 'model', answer: jest.fn() };
      const { sut, masterclass } = setup(provider);
      masterclass.searchPassages.mockResolvedValue([]);
      const question = await sut.prepare(USER, {
        message: 'Chocolate cake?',
        currentLesson: LESSON,
        language,
      });
      const answer = await sut.reply(USER, question);
      expect(answer).toEqual({ response: OFFLINE_TUTOR_TEXTS[language].notCovered, citations: [] });
      expect(provider.answer).not.toHaveBeenCalled();
    },
  );

  it('should answer 502 with the spec’s message when the provider fails', async () => {
    const { sut } = setup(failing);
    const question = await sut.prepare(USER, { message: 'Hi', currentLesson: LESSON });
    await expect(sut.reply(USER, question)).rejects.toBeInstanceOf(BadGatewayException);
  });

  it('should end a stream with one error event when the provider fails', async () => {
    const { sut } = setup(failing);
    const question = await sut.prepare(USER, { message: 'Hi', currentLesson: LESSON });
    const events = [];
    for await (const event of sut.stream(USER, question, new AbortController().signal))
      events.push(event);
    expect(events).toEqual([
      { event: 'error', data: { message: MASTERCLASS_MESSAGES.tutorFailure } },
    ]);
  });
});

describe(citationsOf.name, () => {
  const question = {
    passages: [
      { number: 1, lessonId: 'a', title: 'A' },
      { number: 2, lessonId: 'b', title: 'B' },
    ],
  } as TutorQuestion;

  it('should cite each passage named once, in order of mention, and ignore unknown numbers', () => {
    expect(citationsOf('See [2], then [1] and [2] again; not [7].', question)).toEqual([
      { lessonId: 'b', title: 'B' },
      { lessonId: 'a', title: 'A' },
    ]);
  });
});
