import { Migration } from '@mikro-orm/migrations';

// Document Chat: a user's chats, each over one document, and the questions asked in it. An answer is the AI action
// the question paid for (its text, citations and status live on ai_actions), so a message row is the question and
// the action's id.
export class Migration20261123001710_docchat extends Migration {
  override up(): void {
    this.addSql(`create table doc_chats (
      id uuid primary key,
      user_id uuid not null references users (id) on delete cascade,
      document_id uuid not null references documents (id) on delete cascade,
      title text not null check (length(title) between 1 and 120),
      message_count integer not null default 0 check (message_count >= 0),
      suggestions jsonb,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);
    this.addSql('create index doc_chats_user_updated on doc_chats (user_id, updated_at desc, id desc)');
    this.addSql(`create table doc_chat_messages (
      id uuid primary key,
      chat_id uuid not null references doc_chats (id) on delete cascade,
      question text not null check (length(question) between 1 and 2000),
      action_id uuid not null unique,
      created_at timestamptz not null default now()
    )`);
    this.addSql('create index doc_chat_messages_chat on doc_chat_messages (chat_id, created_at, id)');
  }

  override down(): void {
    this.addSql('drop table if exists doc_chat_messages');
    this.addSql('drop table if exists doc_chats');
  }
}
