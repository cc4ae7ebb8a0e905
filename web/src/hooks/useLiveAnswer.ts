// The answer of a question still being answered, as it streams: the text so far from the AI platform's action
// (so a reload mid-answer shows what exists), then each `ai.token` of that action appended at its offset. When
// the homework module records the outcome (`homework.question-updated`) the question is read again.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { AI_REALTIME, type AiActionView, type AiTokenEvent, aiRoutes } from '../../../modules/ai/contract.ts';
import { apiGet } from '../api/client.ts';
import { HOMEWORK_REALTIME, homeworkKeys, type QuestionDetail, type QuestionUpdatedEvent } from '../api/homework.ts';
import { useRealtime } from './useRealtime.ts';

export function useLiveAnswer(q: QuestionDetail | undefined): string {
  const client = useQueryClient();
  const [text, setText] = useState('');
  const live = Boolean(q?.isOwner && q.status === 'answering' && q.actionId);
  const actionId = q?.actionId ?? null;

  const reread = () => {
    if (q) void client.invalidateQueries({ queryKey: homeworkKeys.question(q.slug) });
  };
  const catchUp = () => {
    if (!live || !actionId) return;
    apiGet<AiActionView>(aiRoutes.action.path, { params: { id: actionId } })
      .then((action) => {
        setText((t) => (action.text.length >= t.length ? action.text : t));
        if (action.status === 'done' || action.status === 'failed') reread();
      })
      .catch(() => {});
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: catch up once per action that starts streaming
  useEffect(catchUp, [live, actionId]);

  useRealtime(
    AI_REALTIME.token,
    (data) => {
      const event = data as AiTokenEvent;
      if (event.actionId !== actionId) return;
      setText((t) => (event.offset <= t.length ? t.slice(0, event.offset) + event.delta : t));
    },
    live,
    catchUp,
  );
  useRealtime(
    HOMEWORK_REALTIME.questionUpdated,
    (data) => {
      if ((data as QuestionUpdatedEvent).questionId === q?.id) reread();
    },
    live,
  );
  return text;
}
