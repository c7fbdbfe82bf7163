import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MASTERCLASS_MESSAGES, type MasterclassLesson } from '@fabrion/shared';
import { createI18n } from '@/features/i18n/server';
import { I18nProvider } from '@/lib/i18n';
import { PAGE_TEST_TIMEOUT } from '@/testing/test-utils';
import { askTutor } from '../lib/ask-tutor';
import { TutorChat } from './tutor-chat';

vi.mock('../lib/ask-tutor', () => ({ askTutor: vi.fn() }));
const ask = vi.mocked(askTutor);

const lesson: MasterclassLesson = {
  id: '5b0c7a10-0002-4000-8000-000000000002',
  sectionId: 's',
  title: 'Metering and pricing pay-per-use',
  description: '',
  duration: '15:30',
  videoUrl: null,
  thumbnail: null,
  orderIndex: 1,
};

/** jsdom has no layout: the log's scroll metrics are given by hand. */
function scrollMetrics(log: HTMLElement, scrollTop: number) {
  Object.defineProperty(log, 'scrollHeight', { configurable: true, value: 1000 });
  Object.defineProperty(log, 'clientHeight', { configurable: true, value: 400 });
  log.scrollTop = scrollTop;
}

/** The chat in the site's translations (all languages held, as server rendering and tests do). */
function renderChat(
  onSelectLesson: (lessonId: string) => void,
  language: 'en' | 'es' | 'de' = 'en',
) {
  const i18n = createI18n(language);
  const view = render(
    <I18nProvider i18n={i18n}>
      <TutorChat lesson={lesson} onSelectLesson={onSelectLesson} />
    </I18nProvider>,
  );
  return { ...view, i18n };
}

describe('TutorChat', { timeout: PAGE_TEST_TIMEOUT }, () => {
  beforeEach(() => {
    ask.mockReset();
  });

  it('should greet once and not send a blank message', async () => {
    const onSelectLesson = vi.fn();
    renderChat(onSelectLesson);
    expect(screen.getAllByText(MASTERCLASS_MESSAGES.tutorGreeting)).toHaveLength(1);
    const input = screen.getByRole('textbox', { name: 'Ask the tutor about this lesson' });
    await userEvent.type(input, '   {Enter}');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(ask).not.toHaveBeenCalled();
  });

  it('should show the answer as it streams, then its citations as links to the lessons', async () => {
    let release: () => void = () => undefined;
    ask.mockImplementation(async (_body, onText) => {
      onText('Keep raw');
      await new Promise<void>((resolve) => (release = resolve));
      return {
        response: 'Keep raw readings [1].',
        citations: [{ lessonId: lesson.id, title: lesson.title }],
      };
    });
    const onSelectLesson = vi.fn();
    renderChat(onSelectLesson);
    await userEvent.type(screen.getByRole('textbox'), 'How do I meter?{Enter}');
    expect(ask.mock.calls[0]![0]).toEqual({
      message: 'How do I meter?',
      currentLesson: lesson.id,
      conversationHistory: [],
      language: 'en',
    });
    expect(await screen.findByText('Keep raw')).toBeInTheDocument();
    release();
    await userEvent.click(await screen.findByRole('button', { name: `[1] ${lesson.title}` }));
    expect(onSelectLesson).toHaveBeenCalledWith(lesson.id);
    expect(screen.getByText('Keep raw readings [1].')).toBeInTheDocument();
  });

  it('should show the spec’s message on a failure', async () => {
    ask.mockRejectedValue(new Error('Tutor answered 429'));
    renderChat(vi.fn());
    await userEvent.type(screen.getByRole('textbox'), 'Hello{Enter}');
    expect(await screen.findByText(MASTERCLASS_MESSAGES.tutorFailure)).toBeInTheDocument();
  });

  it('should scroll to the bottom after a message only when the member was near it', async () => {
    ask.mockResolvedValue({ response: 'Answer', citations: [] });
    renderChat(vi.fn());
    const log = screen.getByRole('log');
    const input = screen.getByRole('textbox');

    scrollMetrics(log, 550); // 50 px from the bottom
    fireEvent.change(input, { target: { value: 'First' } });
    fireEvent.submit(input.closest('form')!);
    expect(await screen.findByText('Answer')).toBeInTheDocument();
    expect(log.scrollTop).toBe(1000);
    await act(async () => undefined); // the first answer's turn ends

    scrollMetrics(log, 100); // reading older messages, far from the bottom
    fireEvent.change(input, { target: { value: 'Second' } });
    fireEvent.submit(input.closest('form')!);
    await vi.waitFor(() => expect(screen.getAllByText('Answer')).toHaveLength(2));
    expect(log.scrollTop).toBe(100);
  });

  it('should ask for the answer in the page’s language, and follow a switch', async () => {
    ask.mockResolvedValue({ response: 'Respuesta', citations: [] });
    const { i18n } = renderChat(vi.fn(), 'es');
    await userEvent.type(screen.getByRole('textbox'), '¿Qué es el pago por uso?{Enter}');
    expect(await screen.findByText('Respuesta')).toBeInTheDocument();
    expect(ask.mock.calls[0]![0]).toMatchObject({ language: 'es' });
    await act(() => i18n.changeLanguage('de'));
    await userEvent.type(screen.getByRole('textbox'), 'Und auf Deutsch?{Enter}');
    await vi.waitFor(() => expect(ask).toHaveBeenCalledTimes(2));
    expect(ask.mock.calls[1]![0]).toMatchObject({ language: 'de' });
  });

  it("should greet and fail in the member's language, and follow a switch", async () => {
    ask.mockRejectedValue(new Error('down'));
    const { i18n } = renderChat(vi.fn(), 'es');
    expect(screen.getByText(/^¡Hola! Soy el tutor del curso\./)).toBeInTheDocument();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Su pregunta sobre la lección' }),
      'Hola{Enter}',
    );
    expect(
      await screen.findByText(
        'Lo sentimos, ahora mismo no puedo responder. Vuelva a intentarlo más tarde.',
      ),
    ).toBeInTheDocument();
    await act(() => i18n.changeLanguage('de'));
    expect(screen.getByText(/^Hallo! Ich bin Ihr Kurstutor\./)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Entschuldigung, ich kann gerade nicht antworten. Bitte versuchen Sie es später erneut.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'KI-Tutor' })).toBeInTheDocument();
  });
});
