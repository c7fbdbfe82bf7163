import { describe, expect, it } from 'vitest';
import type { MasterclassCourse } from '@fabrion/shared';
import { createI18n } from '@/features/i18n/server';
import { errorMessage, formatPosition, nextLesson } from './course';
import { MASTERCLASS_NAMESPACE } from './use-masterclass-text';

const t = (language: 'en' | 'de') =>
  createI18n(language).getFixedT(language, MASTERCLASS_NAMESPACE);

const lesson = (id: string, sectionId: string) => ({
  id,
  sectionId,
  title: id,
  description: '',
  duration: '1:00',
  videoUrl: null,
  thumbnail: null,
  orderIndex: 0,
});
const course: MasterclassCourse = {
  sections: [
    { id: 's1', title: 'One', orderIndex: 0, lessons: [lesson('a', 's1'), lesson('b', 's1')] },
    { id: 's2', title: 'Two', orderIndex: 1, lessons: [lesson('c', 's2')] },
  ],
};

describe('nextLesson', () => {
  it('should continue into the next section and end after the last lesson', () => {
    expect(nextLesson(course, 'a')?.id).toBe('b');
    expect(nextLesson(course, 'b')?.id).toBe('c');
    expect(nextLesson(course, 'c')).toBeNull();
  });
});

describe('formatPosition', () => {
  it('should show minutes and seconds, and hours when there are any', () => {
    expect(formatPosition(95)).toBe('1:35');
    expect(formatPosition(3725)).toBe('1:02:05');
  });
});

describe('errorMessage', () => {
  it('should prefer the server message, then the fetch error, then the status', () => {
    expect(errorMessage({ status: 500, data: { message: 'Database unavailable' } }, t('en'))).toBe(
      'Database unavailable',
    );
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'Failed to fetch' }, t('en'))).toBe(
      'Failed to fetch',
    );
    expect(errorMessage({ status: 502 }, t('en'))).toBe('Request failed (502)');
    expect(errorMessage(undefined, t('en'))).toBe('Unknown error');
  });

  it("should say the page's own messages in the page's language", () => {
    expect(errorMessage({ status: 502 }, t('de'))).toBe('Anfrage fehlgeschlagen (502)');
    expect(errorMessage(null, t('de'))).toBe('Unbekannter Fehler');
  });
});
