// The rich-text editor of the AI Writer and the XY Editor: TipTap (ProseMirror) with the starter kit, so every
// change, an AI replacement included, is one step of its history (Undo / Redo). This file and TipTap load only
// with the pages that edit a paper (a lazy chunk).
import { useLingui } from '@lingui/react/macro';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Heading2, Italic, List, ListOrdered, Quote, Redo2, Undo2 } from 'lucide-react';
import { useEffect } from 'react';

type Props = {
  initialContent: string;
  placeholder?: string;
  onChange: (html: string, text: string) => void;
  onReady: (editor: Editor) => void;
};

export default function PaperEditor({ initialContent, placeholder, onChange, onReady }: Props) {
  const { t } = useLingui();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false })],
    content: initialContent,
    editorProps: {
      attributes: {
        class: 'paper-editor__content',
        'aria-label': t`Paper text`,
        role: 'textbox',
        'aria-multiline': 'true',
        'data-placeholder': placeholder ?? t`Start typing your paper…`,
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.getHTML(), e.getText()),
  });
  useEffect(() => {
    if (editor) onReady(editor);
  }, [editor, onReady]);
  const marks = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      quote: e?.isActive('blockquote') ?? false,
      undo: e?.can().undo() ?? false,
      redo: e?.can().redo() ?? false,
      empty: e?.isEmpty ?? true,
    }),
  });
  if (!editor) return null;
  const tool = (label: string, Icon: typeof Bold, active: boolean, run: () => void, disabled = false) => (
    <button type="button" className={`paper-tool${active ? ' is-active' : ''}`} aria-label={label} title={label} aria-pressed={active} disabled={disabled} onClick={run}>
      <Icon aria-hidden="true" size={18} />
    </button>
  );
  const chain = () => editor.chain().focus();
  return (
    <div className={`paper-editor${marks?.empty ? ' is-empty' : ''}`}>
      <div className="paper-editor__bar" role="toolbar" aria-label={t`Formatting`}>
        {tool(t`Bold`, Bold, Boolean(marks?.bold), () => chain().toggleBold().run())}
        {tool(t`Italic`, Italic, Boolean(marks?.italic), () => chain().toggleItalic().run())}
        {tool(t`Heading`, Heading2, Boolean(marks?.h2), () => chain().toggleHeading({ level: 2 }).run())}
        {tool(t`Bulleted list`, List, Boolean(marks?.bullet), () => chain().toggleBulletList().run())}
        {tool(t`Numbered list`, ListOrdered, Boolean(marks?.ordered), () => chain().toggleOrderedList().run())}
        {tool(t`Quote`, Quote, Boolean(marks?.quote), () => chain().toggleBlockquote().run())}
        <span className="paper-editor__sep" aria-hidden="true" />
        {tool(t`Undo`, Undo2, false, () => chain().undo().run(), !marks?.undo)}
        {tool(t`Redo`, Redo2, false, () => chain().redo().run(), !marks?.redo)}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
