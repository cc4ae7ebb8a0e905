// Spaced repetition: one FSRS schedule per user and card (ts-fsrs decides every interval; we only store its card
// state), every review kept as history, and what is due. A card the user never reviewed is new: due at once.
// Any signed-in user who may read a deck studies it on their own schedule; nobody else's changes.
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Card as FsrsCard, createEmptyCard, fsrs, type Grade, type State } from 'ts-fsrs';
import { uuidv7 } from '../platform/index.ts';
import type { DueSummary, Review, Schedule, StudyQueue } from './contract.ts';
import { iso, one, type Row, rows } from './db.ts';

// No fuzz: the same reviews give the same intervals, so a student (and a test) can predict them.
const scheduler = fsrs({ enable_fuzz: false });
const STATES = ['new', 'learning', 'review', 'relearning'] as const;

function fsrsCardOf(r: Row | undefined, now: Date): FsrsCard {
  if (!r) return createEmptyCard(now);
  return {
    due: new Date(r.due),
    stability: Number(r.stability),
    difficulty: Number(r.difficulty),
    elapsed_days: 0,
    scheduled_days: Number(r.scheduled_days),
    learning_steps: Number(r.learning_steps),
    reps: Number(r.reps),
    lapses: Number(r.lapses),
    state: Number(r.state) as State,
    last_review: r.last_review ? new Date(r.last_review) : undefined,
  };
}

function scheduleOf(cardId: string, c: FsrsCard): Schedule {
  return {
    cardId,
    due: c.due.toISOString(),
    state: STATES[c.state]!,
    reps: c.reps,
    lapses: c.lapses,
    stability: c.stability,
    difficulty: c.difficulty,
    scheduledDays: c.scheduled_days,
    lastReview: c.last_review ? c.last_review.toISOString() : null,
  };
}

/**
 * Records one review of a card by a user, made at `at`: the schedule FSRS gives for this grade, and the history row.
 * Reviews made offline arrive late (the app queues them), so they are ordered by when they were made, not by when
 * they arrived: one made before the card's last recorded review replays the card's whole history in time order.
 * The same review sent twice (a queue retried after its answer was lost) is recorded once.
 */
export async function reviewCard(tx: EntityManager, userId: string, deckId: string, cardId: string, rating: Grade, at = new Date()): Promise<Schedule> {
  const current = await one(tx, 'select * from flashcard_schedules where user_id = ? and card_id = ? for update', [userId, cardId]);
  const repeated = await one(tx, 'select 1 from flashcard_reviews where user_id = ? and card_id = ? and reviewed_at = ? and rating = ?', [userId, cardId, at, rating]);
  if (current && repeated) return scheduleOf(cardId, fsrsCardOf(current, at));
  if (current?.last_review && at < new Date(current.last_review)) return replayWith(tx, userId, deckId, cardId, { id: uuidv7(), rating, at });
  const { card: next } = scheduler.next(fsrsCardOf(current, at), at, rating);
  await saveSchedule(tx, userId, deckId, cardId, next, at);
  await insertReview(tx, userId, deckId, cardId, { id: uuidv7(), rating, at }, next);
  return scheduleOf(cardId, next);
}

type ReviewEvent = { id: string; rating: Grade; at: Date };

/** The card's reviews with a late one among them, applied in the order they were made; each row keeps what it produced. */
async function replayWith(tx: EntityManager, userId: string, deckId: string, cardId: string, late: ReviewEvent): Promise<Schedule> {
  const recorded = await rows(tx, 'select id, rating, reviewed_at from flashcard_reviews where user_id = ? and card_id = ?', [userId, cardId]);
  const events: ReviewEvent[] = [...recorded.map((r) => ({ id: r.id as string, rating: Number(r.rating) as Grade, at: new Date(r.reviewed_at) })), late];
  events.sort((a, b) => +a.at - +b.at || (a.id < b.id ? -1 : 1));
  let card = createEmptyCard(events[0]!.at);
  for (const event of events) {
    card = scheduler.next(card, event.at, event.rating).card;
    if (event === late) await insertReview(tx, userId, deckId, cardId, event, card);
    else
      await rows(tx, 'update flashcard_reviews set state = ?, due = ?, stability = ?, difficulty = ?, scheduled_days = ? where id = ?', [
        card.state, card.due, card.stability, card.difficulty, card.scheduled_days, event.id,
      ]);
  }
  await saveSchedule(tx, userId, deckId, cardId, card, events.at(-1)!.at);
  return scheduleOf(cardId, card);
}

async function saveSchedule(tx: EntityManager, userId: string, deckId: string, cardId: string, c: FsrsCard, at: Date) {
  await rows(
    tx,
    `insert into flashcard_schedules (user_id, card_id, deck_id, due, stability, difficulty, scheduled_days, learning_steps, reps, lapses, state, last_review)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     on conflict (user_id, card_id) do update set due = excluded.due, stability = excluded.stability, difficulty = excluded.difficulty,
       scheduled_days = excluded.scheduled_days, learning_steps = excluded.learning_steps, reps = excluded.reps, lapses = excluded.lapses,
       state = excluded.state, last_review = excluded.last_review`,
    [userId, cardId, deckId, c.due, c.stability, c.difficulty, c.scheduled_days, c.learning_steps, c.reps, c.lapses, c.state, c.last_review ?? at],
  );
}

async function insertReview(tx: EntityManager, userId: string, deckId: string, cardId: string, review: ReviewEvent, c: FsrsCard) {
  await rows(
    tx,
    `insert into flashcard_reviews (id, user_id, card_id, deck_id, rating, state, due, stability, difficulty, scheduled_days, reviewed_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [review.id, userId, cardId, deckId, review.rating, c.state, c.due, c.stability, c.difficulty, c.scheduled_days, review.at],
  );
}

/** A user's reviews of a card, oldest first, each with the schedule it produced. */
export async function reviewHistory(em: EntityManager, userId: string, cardId: string): Promise<Review[]> {
  const list = await rows(em, 'select * from flashcard_reviews where user_id = ? and card_id = ? order by reviewed_at, id', [userId, cardId]);
  return list.map((r) => ({
    rating: Number(r.rating),
    state: STATES[Number(r.state)]!,
    due: iso(r.due)!,
    scheduledDays: Number(r.scheduled_days),
    stability: Number(r.stability),
    difficulty: Number(r.difficulty),
    reviewedAt: iso(r.reviewed_at)!,
  }));
}

/** What a user has to study in a deck now: due cards, most overdue first, then new cards in deck order. */
export async function studyQueue(em: EntityManager, userId: string, deckId: string, now = new Date()): Promise<StudyQueue> {
  const list = await rows(
    em,
    `select c.id as card_id, c.position, s.due, s.stability, s.difficulty, s.scheduled_days, s.learning_steps, s.reps, s.lapses, s.state,
       s.last_review
     from flashcard_cards c
     left join flashcard_schedules s on s.card_id = c.id and s.user_id = ?
     where c.deck_id = ? order by c.position, c.id`,
    [userId, deckId],
  );
  const due = list.filter((r) => r.due == null || new Date(r.due) <= now);
  due.sort((a, b) => (a.due == null ? 1 : 0) - (b.due == null ? 1 : 0) || (a.due && b.due ? +new Date(a.due) - +new Date(b.due) : a.position - b.position));
  const later = list.filter((r) => r.due != null && new Date(r.due) > now).map((r) => +new Date(r.due));
  const today = await one(em, "select count(*)::int as n from flashcard_reviews where user_id = ? and deck_id = ? and reviewed_at >= date_trunc('day', now())", [
    userId, deckId,
  ]);
  const first = due[0];
  const preview = first
    ? [...scheduler.repeat(fsrsCardOf(first.due == null ? undefined : first, now), now)].map((item) => ({
        rating: item.log.rating as number,
        minutes: Math.max(1, Math.round((+item.card.due - +now) / 60_000)),
      }))
    : [];
  return {
    deckId,
    due: due.map((r) => scheduleOf(r.card_id, fsrsCardOf(r.due == null ? undefined : r, now))),
    dueCount: due.filter((r) => r.due != null).length,
    newCount: due.filter((r) => r.due == null).length,
    reviewedToday: Number(today?.n ?? 0),
    nextDue: later.length ? new Date(Math.min(...later)).toISOString() : null,
    preview,
  };
}

/** Cards due now per deck for a user: scheduled ones due, plus never-reviewed ones of decks they own. */
export async function dueCounts(em: EntityManager, userId: string, deckIds: string[]): Promise<Map<string, number>> {
  if (!deckIds.length) return new Map();
  const list = await rows(
    em,
    `select d.id,
       (select count(*) from flashcard_schedules s where s.deck_id = d.id and s.user_id = ? and s.due <= now())
       + case when d.user_id = ? then (select count(*) from flashcard_cards c where c.deck_id = d.id
           and not exists (select 1 from flashcard_schedules s where s.card_id = c.id and s.user_id = ?)) else 0 end as due
     from flashcard_decks d where d.id = any(?::uuid[])`,
    [userId, userId, userId, `{${deckIds.join(',')}}`],
  );
  return new Map(list.map((r) => [r.id as string, Number(r.due)]));
}

/** The dashboard's figure: cards due now across the user's own decks and every deck they have studied. */
export async function dueSummary(em: EntityManager, userId: string): Promise<DueSummary> {
  const decks = await rows(
    em,
    `select id from flashcard_decks where user_id = ? and status = 'ready'
     union select distinct deck_id from flashcard_schedules where user_id = ? and due <= now()`,
    [userId, userId],
  );
  const counts = [...(await dueCounts(em, userId, decks.map((r) => r.id))).values()].filter((n) => n > 0);
  return { due: counts.reduce((a, n) => a + n, 0), decks: counts.length };
}
