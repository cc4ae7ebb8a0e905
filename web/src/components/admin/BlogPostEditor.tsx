// The blog post editor: title, address, excerpt and the Markdown article beside its preview (rendered by the
// server 400 ms after the last key, exactly as the post page will show it; Write / Preview tabs on narrow screens),
// and a side panel with the status (draft, scheduled with its date and time, published), category, tags, featured,
// Save and Delete. The form is checked with the server's own contract before it is sent; the server's field errors
// (a slug already taken) land on their fields.
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, ExternalLink, Trash2, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { BLOG_STATUSES, type BlogStatus, blogPostInput } from '../../../../modules/content/contract.ts';
import { checkForm } from '../../lib/validation-messages.ts';
import { type AdminBlogPostDetail, useDeleteBlogPost, useMarkdownPreview, useSaveBlogPost } from '../../api/admin-blog.ts';
import { useBlogCategories } from '../../api/blog.ts';
import { ApiError } from '../../api/client.ts';
import { useDebouncedValue } from '../../hooks/useDebouncedValue.ts';
import { addTags, type EditorForm, emptyForm, formFromPost, inputFromForm } from '../../lib/blog-editor.ts';
import { useFormat } from '../../hooks/useFormat.ts';
import { toast } from '../toast.ts';
import { Alert, Field, InputField, SubmitButton, Switch } from '../ui/Form.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import '../../styles/admin-blog.css';

type Errors = Record<string, string>;
const STATUS_LABEL: Record<BlogStatus, MessageDescriptor> = { draft: msg`Draft`, scheduled: msg`Scheduled`, published: msg`Published` };
const SAVED: Record<BlogStatus, MessageDescriptor> = { draft: msg`Draft saved`, scheduled: msg`Post scheduled`, published: msg`Post published` };

type Props = { post: AdminBlogPostDetail | null; onSaved: (post: AdminBlogPostDetail) => void; onDeleted: () => void; backHref: string };

export function BlogPostEditor({ post, onSaved, onDeleted, backHref }: Props) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [form, setForm] = useState<EditorForm>(() => (post ? formFromPost(post) : emptyForm()));
  const [tagDraft, setTagDraft] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [deleting, setDeleting] = useState(false);
  const save = useSaveBlogPost();
  const remove = useDeleteBlogPost();
  const categories = useBlogCategories().data?.items ?? [];
  const preview = useMarkdownPreview(useDebouncedValue(form.markdown, 400));

  useEffect(() => {
    if (post) setForm(formFromPost(post));
  }, [post]);

  const set = <K extends keyof EditorForm>(key: K, value: EditorForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  function commitTags() {
    if (tagDraft.trim()) set('tags', addTags(form.tags, tagDraft));
    setTagDraft('');
  }

  function onTagKey(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault();
      commitTags();
    } else if (e.key === 'Backspace' && !tagDraft && form.tags.length) set('tags', form.tags.slice(0, -1));
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const input = inputFromForm({ ...form, tags: addTags(form.tags, tagDraft) });
    setTagDraft('');
    const parsed = checkForm(blogPostInput, input, i18n);
    setFailure(null);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync({ id: post?.id ?? null, input });
      toast.success(i18n._(SAVED[saved.status === 'scheduled' && saved.live ? 'published' : saved.status]), { description: saved.title });
      onSaved(saved);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined;
      if (fields) setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v[0] ?? ''])));
      setFailure(error instanceof Error ? error.message : t`Something went wrong. Please try again.`);
    }
  }

  return (
    <div className="blog-editor" data-testid="blog-editor">
      <div className="blog-editor__top">
        <Link href={backHref} className="btn btn--ghost btn--sm">
          <ArrowLeft aria-hidden="true" /> <Trans>All posts</Trans>
        </Link>
        {post?.live && (
          <a href={`/blog/${post.slug}`} target="_blank" rel="noreferrer" className="btn btn--ghost btn--sm">
            <Trans>View on the blog</Trans> <ExternalLink aria-hidden="true" />
          </a>
        )}
      </div>
      <form className="blog-editor__grid" onSubmit={submit} noValidate aria-label={post ? t`Edit post` : t`New post`}>
        <div className="blog-editor__main card">
          <InputField label={t`Title`} value={form.title} maxLength={200} error={errors.title} onChange={(e) => set('title', e.target.value)} />
          <InputField
            label={t`Slug`}
            optional
            value={form.slug}
            maxLength={200}
            error={errors.slug}
            hint={post?.live ? t`Changing the address of a live post breaks links to it.` : t`The address /blog/…; made from the title when blank.`}
            placeholder={t`made-from-the-title`}
            onChange={(e) => set('slug', e.target.value.toLowerCase())}
          />
          <Field label={t`Excerpt`} optional error={errors.excerpt} hint={t`One or two sentences for cards and search results.`}>
            {({ id, describedBy, invalid }) => (
              <textarea
                id={id}
                className="input"
                rows={2}
                maxLength={500}
                value={form.excerpt}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                onChange={(e) => set('excerpt', e.target.value)}
              />
            )}
          </Field>
          <div className="blog-editor__tabs lib-tabs" role="tablist" aria-label={t`Article view`}>
            {(['write', 'preview'] as const).map((view) => (
              <button key={view} type="button" role="tab" className="lib-tab" aria-selected={tab === view} onClick={() => setTab(view)}>
                {view === 'write' ? t`Write` : t`Preview`}
              </button>
            ))}
          </div>
          <div className="md-panes" data-tab={tab}>
            <Field label={t`Article (Markdown)`} error={errors.markdown} className="md-pane md-pane--write">
              {({ id, describedBy, invalid }) => (
                <textarea
                  id={id}
                  className="input md-source"
                  value={form.markdown}
                  placeholder={t`## A section

Write in Markdown: **bold**, *italic*, [links](https://…), lists.`}
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                  onChange={(e) => set('markdown', e.target.value)}
                />
              )}
            </Field>
            <section className="md-pane md-pane--preview" aria-label={t`Preview`} aria-busy={preview.isFetching || undefined}>
              <p className="field__label">
                <Trans>Preview</Trans>
                {preview.data && form.markdown.trim() && <span className="field__optional">{t`${preview.data.readingMinutes} min read`}</span>}
              </p>
              {form.markdown.trim() && preview.data ? (
                <div className="legal-article blog-post__body md-preview" data-testid="blog-preview" dangerouslySetInnerHTML={{ __html: preview.data.html }} />
              ) : (
                <p className="md-preview md-preview--empty">
                  <Trans>The article appears here as readers will see it.</Trans>
                </p>
              )}
            </section>
          </div>
        </div>

        <aside className="blog-editor__side card">
          <fieldset className="blog-status">
            <legend className="field__label">
              <Trans>Status</Trans>
            </legend>
            {BLOG_STATUSES.map((s) => (
              <label key={s} className={`blog-status__option${form.status === s ? ' is-selected' : ''}`}>
                <input type="radio" name="status" value={s} checked={form.status === s} onChange={() => set('status', s)} />
                {i18n._(STATUS_LABEL[s])}
              </label>
            ))}
          </fieldset>
          {form.status === 'scheduled' && (
            <InputField
              label={t`Goes live on`}
              type="datetime-local"
              value={form.scheduleAt}
              error={errors.publishedAt}
              hint={t`Your local time. Readers see the post from then on.`}
              onChange={(e) => set('scheduleAt', e.target.value)}
            />
          )}
          {form.status === 'published' && post?.live && post.publishedAt && <p className="field__hint">{t`Live since ${format.dateTime(post.publishedAt)}.`}</p>}
          {form.status !== 'scheduled' && errors.publishedAt && <Alert tone="danger">{errors.publishedAt}</Alert>}
          <InputField
            label={t`Category`}
            list="blog-categories"
            value={form.category}
            maxLength={80}
            error={errors['category.name']}
            hint={t`Pick one or type a new one.`}
            onChange={(e) => set('category', e.target.value)}
          />
          <datalist id="blog-categories">
            {categories.map((c) => (
              <option key={c.slug} value={c.name} />
            ))}
          </datalist>
          <Field label={t`Tags`} optional error={errors.tags} hint={t`Press Enter or a comma after each tag.`}>
            {({ id, describedBy, invalid }) => (
              <div className="tag-input">
                {form.tags.map((tag) => (
                  <span key={tag} className="filter-chip">
                    {tag}
                    <button type="button" aria-label={t`Remove the tag ${tag}`} onClick={() => set('tags', form.tags.filter((other) => other !== tag))}>
                      <X aria-hidden="true" />
                    </button>
                  </span>
                ))}
                <input
                  id={id}
                  className="tag-input__field"
                  value={tagDraft}
                  maxLength={40}
                  aria-invalid={invalid || undefined}
                  aria-describedby={describedBy}
                  onChange={(e) => setTagDraft(e.target.value)}
                  onKeyDown={onTagKey}
                  onBlur={commitTags}
                />
              </div>
            )}
          </Field>
          <div className="blog-featured-toggle">
            <span id="blog-featured-label">
              <span className="field__label">
                <Trans>Featured</Trans>
              </span>
              <span className="field__hint">
                <Trans>The blog shows the three newest featured posts at the top.</Trans>
              </span>
            </span>
            <Switch checked={form.featured} onChange={(v) => set('featured', v)} label={t`Featured`} describedBy="blog-featured-label" />
          </div>
          {failure && <Alert tone="danger">{failure}</Alert>}
          <SubmitButton busy={save.isPending} busyLabel={t`Saving…`} className="btn btn--primary btn--block">
            {form.status === 'draft' ? t`Save draft` : form.status === 'scheduled' ? t`Schedule` : post?.live ? t`Update` : t`Publish`}
          </SubmitButton>
          {post && (
            <button type="button" className="btn btn--secondary btn--block blog-editor__delete" onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden="true" /> <Trans>Delete post</Trans>
            </button>
          )}
        </aside>
      </form>
      {deleting && post && (
        <ConfirmDialog
          title={t`Delete this post?`}
          text={
            post.live
              ? t`${plural(post.likeCount, { one: `“${post.title}” and its like are removed for good, and its page on the blog stops working.`, other: `“${post.title}” and its # likes are removed for good, and its page on the blog stops working.` })}`
              : t`${plural(post.likeCount, { one: `“${post.title}” and its like are removed for good.`, other: `“${post.title}” and its # likes are removed for good.` })}`
          }
          confirmLabel={t`Delete`}
          busyLabel={t`Deleting…`}
          tone="danger"
          icon={Trash2}
          onClose={() => setDeleting(false)}
          onConfirm={async () => {
            await remove.mutateAsync(post.id);
            toast.success(t`Post deleted`, { description: post.title });
            onDeleted();
          }}
        />
      )}
    </div>
  );
}
