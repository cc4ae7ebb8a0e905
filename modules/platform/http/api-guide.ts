// The words of /api/openapi.json that are not in any route: the getting-started guide (info.description, shown at
// the top of /api/docs) and a line about each tag. A module without a line here is described by its name.

export const API_GUIDE = `Everything the Studyhall web app does goes through this API, and you can script it too.
Answers are JSON; every refusal is \`{ "error": { "code", "message", "fields"? } }\` with its HTTP status
(\`fields\` names each invalid field of a 400). The reference below is generated from the server's own route
contracts, so it is what the server accepts and answers.

## Get an API token

A token acts as you until it expires (1 to 365 days, 90 by default) or you sign it out with your other devices
on the Security tab of Settings. Create one by signing in with \`curl\` and asking for it (the CSRF header
repeats the \`sh_csrf\` cookie, as for any change made with a browser session):

\`\`\`sh
BASE=https://studyhall.example   # this server's address (see "Servers")
curl -s -c jar -H 'Content-Type: application/json' \\
  -d '{"email":"you@example.com","password":"your password"}' $BASE/api/auth/login
curl -s -b jar -H 'Content-Type: application/json' -H "X-CSRF-Token: $(awk '$6=="sh_csrf"{print $7}' jar)" \\
  -d '{"name":"my script","expiresInDays":30}' $BASE/api/auth/tokens
# => { "token": "…", "session": { … } }   shown once: keep it secret
export TOKEN=…
\`\`\`

From then on send \`Authorization: Bearer $TOKEN\` (no cookie, no CSRF header). Each operation below lists
the credentials it takes under **Authorizations**: \`bearer\` is your token; \`session\` (with \`csrf\` on changes)
is the web app's cookie; an operation that also lists none is open to guests.

## 1. Search

\`\`\`sh
curl -s "$BASE/api/search?q=photosynthesis&kind=document&pageSize=5" -H "Authorization: Bearer $TOKEN"
\`\`\`

\`items\` are the hits (each with its \`kind\`, \`title\` and \`href\`), \`facets\` count the matches by kind,
subject, university and type; filter with \`subject=\`, \`university=\`, \`type=\` (slugs) and page with \`page=\`.
Search needs no token, but with one it is the same search a signed-in student gets.

## 2. Upload a document to chat with

\`\`\`sh
curl -s -X POST "$BASE/api/document-chats/upload" -H "Authorization: Bearer $TOKEN" -F file=@notes.pdf
# => 201 { "id": "<chat id>", "document": { "processing": "queued", … }, "nextCost": 5, … }
\`\`\`

A PDF or an office document, kept private to you. It is read page by page in the background: ask again until
\`document.processing\` is \`ready\` (or \`failed\`, with \`processingError\` saying why).

\`\`\`sh
curl -s "$BASE/api/document-chats/$CHAT" -H "Authorization: Bearer $TOKEN"
\`\`\`

(To sell a document on the marketplace instead, \`POST /api/documents\` takes the same file with its title,
description, subject and type; it is published once a moderator approves it.)

## 3. Ask Document Chat a question

\`\`\`sh
curl -s -X POST "$BASE/api/document-chats/$CHAT/messages" -H "Authorization: Bearer $TOKEN" \\
  -H 'Content-Type: application/json' -d '{"question":"What are the main points?","key":"q-0001"}'
# => 202 { "message": { "id": "…", "answer": { "status": "queued", … } }, "points": 5 }
\`\`\`

Each question costs the chat's \`nextCost\` in points (422 \`insufficient_points\` when you have too few); the same
\`key\` again asks, and charges, once. The answer is written in the background: read the chat again until the
message's \`answer.status\` is \`done\` (or \`failed\`, points given back), then \`answer.text\` holds it with its \`[p. N]\` citations.

## Limits

Sign-in, uploads and AI questions are rate limited: a 429 carries \`Retry-After\` in seconds. List endpoints page
with \`page\` and \`pageSize\`.`;

const TAGS: Record<string, string> = {
  platform: 'Probes, this document, deployment settings and live events.',
  accounts: 'Sign-in, sessions and API tokens, the profile, two-factor, and the admin Users panel.',
  catalogue: 'Subjects, universities, courses, textbooks and document types.',
  settings: 'Settings admins change at run time.',
  documents: 'Uploading, reading, buying access to and reviewing documents; the library; moderation.',
  wallet: 'Points: balance, transactions, checkout of documents, seller earnings and withdrawals.',
  payments: 'Buying points with a card or PayPal, and the providers\' webhooks.',
  subscriptions: 'Plans, the subscription and its monthly unlocks.',
  search: 'Full and instant search over documents, subjects, universities and textbooks.',
  ai: 'The AI platform: actions, their status and price list.',
  docchat: 'Document Chat: chats over a document you uploaded or bought, questions and cited answers.',
  homework: 'Homework Help: questions answered by the AI, with sources.',
  flashcards: 'Flashcard decks, made by hand or by the AI, and studying them.',
  testprep: 'Test Prep: practice tests and study plans.',
  papers: 'The AI Writer and the paper editor.',
  integrity: 'Plagiarism and AI-writing checks.',
  content: 'The blog, the help centre and the contact form.',
  reports: 'Reports of content, and their moderation.',
  emails: 'Email templates and campaigns.',
  notifications: 'The bell and notification preferences.',
  overview: 'The admin overview: figures by day.',
};

export function tagDescription(tag: string): string {
  return TAGS[tag] ?? `The ${tag} module's routes.`;
}
