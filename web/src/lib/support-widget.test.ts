import { describe, expect, it, vi } from 'vitest';
import { IDENTIFY_RETRY_MS, IDENTIFY_TIMEOUT_MS, identifyWhenReady, supportWidgetAllowed, type SupportWidgetApi } from './support-widget.ts';

describe('supportWidgetAllowed', () => {
  it('is not loaded on document-chat, AI writer paper, flashcard deck or editor pages', () => {
    for (const path of [
      '/document-chat/abc',
      '/document-chat/abc/page/2',
      '/dashboard/document-chat/3f6c',
      '/dashboard/ai-writer/paper',
      '/dashboard/ai-writer/paper/42',
      '/ai-flashcard-maker/cell-biology',
      '/flashcards/cell-biology',
      '/dashboard/ai-flashcard-maker/deck/create',
      '/dashboard/ai-flashcard-maker/deck/abc/edit',
      '/xy-editor',
      '/dashboard/xyeditor',
      '/dashboard/xyeditor/paper/7',
      '/XY-Editor/',
    ]) {
      expect(supportWidgetAllowed(path), path).toBe(false);
    }
  });

  it('is loaded everywhere else, including the tools’ own landing and list pages', () => {
    for (const path of [
      '/',
      '/documents',
      '/document-chat',
      '/dashboard',
      '/dashboard/document-chat',
      '/dashboard/ai-writer',
      '/ai-flashcard-maker',
      '/dashboard/ai-flashcard-maker',
      '/ai-writer',
      '/dashboard/settings',
      '/xy-editors-guide',
    ]) {
      expect(supportWidgetAllowed(path), path).toBe(true);
    }
  });
});

describe('identifyWhenReady', () => {
  const identity = { id: 'u1', email: 'a@b.c', nickname: 'Ada Lovelace', avatar: null };

  it('identifies at once when the widget is ready', () => {
    const identify = vi.fn();
    identifyWhenReady(() => ({ identify }), identity);
    expect(identify).toHaveBeenCalledWith(identity);
  });

  it('retries every 100 ms until the widget appears', () => {
    vi.useFakeTimers();
    try {
      let widget: SupportWidgetApi | undefined;
      const identify = vi.fn();
      identifyWhenReady(() => widget, identity);
      vi.advanceTimersByTime(IDENTIFY_RETRY_MS * 3);
      expect(identify).not.toHaveBeenCalled();
      widget = { identify };
      vi.advanceTimersByTime(IDENTIFY_RETRY_MS);
      expect(identify).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(IDENTIFY_RETRY_MS * 10);
      expect(identify).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up after 5 s, and can be cancelled', () => {
    vi.useFakeTimers();
    try {
      const getWidget = vi.fn(() => undefined);
      identifyWhenReady(getWidget, identity);
      vi.advanceTimersByTime(IDENTIFY_TIMEOUT_MS + 1000);
      const calls = getWidget.mock.calls.length;
      expect(calls).toBeLessThanOrEqual(IDENTIFY_TIMEOUT_MS / IDENTIFY_RETRY_MS + 2);
      vi.advanceTimersByTime(5000);
      expect(getWidget.mock.calls.length).toBe(calls);

      let widget: SupportWidgetApi | undefined;
      const identify = vi.fn();
      const cancel = identifyWhenReady(() => widget, identity);
      cancel();
      widget = { identify };
      vi.advanceTimersByTime(1000);
      expect(identify).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('survives a widget that throws', () => {
    expect(() =>
      identifyWhenReady(() => ({
        identify: () => {
          throw new Error('broken');
        },
      }), identity),
    ).not.toThrow();
  });
});
