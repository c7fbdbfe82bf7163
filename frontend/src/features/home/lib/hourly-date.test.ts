import { dayPatterns } from '@/features/i18n/format-day';
import { createTranslator } from '@/lib/i18n/translator';
import en from '@/features/i18n/locales/en/common.json';
import de from '@/features/i18n/locales/de/common.json';
import { showHourlyDate } from './hourly-date';

/** The hero's date element as the server renders it, in `language`. */
function dateElement(language: 'en' | 'de', sentence: string) {
  const { getFixedT } = createTranslator({
    language,
    resources: { en: { common: en }, de: { common: de } },
  });
  const element = document.createElement('p');
  element.dataset.today = sentence;
  element.dataset.dayPatterns = JSON.stringify(dayPatterns(getFixedT(language, 'common')));
  return element;
}

describe('showHourlyDate', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] }));
  afterEach(() => vi.useRealTimers());

  it("should write today's date in the page's language, and the next day's within the hour", () => {
    vi.setSystemTime(new Date(2026, 2, 3, 23, 30));
    const element = dateElement('en', 'Today is {{date}}');
    const stop = showHourlyDate(element);
    expect(element.textContent).toBe('Today is Tuesday, March 3, 2026');

    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(element.textContent).toBe('Today is Wednesday, March 4, 2026');
    stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('should follow the language of its patterns', () => {
    vi.setSystemTime(new Date(2026, 2, 3, 9));
    const element = dateElement('de', 'Heute ist {{date}}');
    showHourlyDate(element)();
    expect(element.textContent).toBe('Heute ist Dienstag, 3. März 2026');
  });

  it('should leave an element without patterns as it is', () => {
    const element = document.createElement('p');
    showHourlyDate(element)();
    expect(element.textContent).toBe('');
  });
});
