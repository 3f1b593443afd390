import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { Image } from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { BetweenHorizontalEnd, BetweenVerticalEnd, Columns3, ImagePlus, Rows3, Table, Trash2 } from 'lucide-react';
import { useEffect, useId, useMemo, type ReactNode } from 'react';
import { useOptionalAdminServices } from '../context.js';
import { ChooseFromLibrary } from './MediaPicker.js';
import styles from './RichTextInput.module.css';

/**
 * A rich-text field of a form (Mantine's Tiptap editor): headings, bold, italic, lists, links,
 * quotes, code and code blocks, tables, and images from the media library, the elements the server
 * keeps (shared/docs/api.md#rich-text). Its value is the HTML, '' when it holds no text, so a
 * required field's rule reads it as empty. It takes the props `form.getInputProps` gives, like any
 * Mantine input.
 */
export interface RichTextInputProps {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  withAsterisk?: boolean;
  value?: string;
  onChange?: (html: string) => void;
  onFocus?: () => void;
  onBlur?: () => void;
}

/** The editable area's accessible name, description and state (it is a div, not a labelled input). */
const attributesOf = (labelId: string, describedBy: string, invalid: boolean): Record<string, string> => ({
  role: 'textbox',
  'aria-multiline': 'true',
  'aria-labelledby': labelId,
  ...(describedBy && { 'aria-describedby': describedBy }),
  ...(invalid && { 'aria-invalid': 'true' }),
});

/**
 * The editor's extensions. An image keeps the library's path as its `src` in the HTML (what the
 * server stores and the site makes responsive), and is shown from where the library's files are
 * served (another origin in the desktop console, a CDN).
 */
function extensionsFor(mediaUrl: (path: string) => string) {
  const LibraryImage = Image.extend({
    addNodeView() {
      return ({ node }) => {
        const img = document.createElement('img');
        img.src = mediaUrl(String(node.attrs.src ?? ''));
        img.alt = String(node.attrs.alt ?? '');
        img.className = styles.image!;
        return { dom: img };
      };
    },
  });
  return [StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: false }), Link, LibraryImage, TableKit.configure({ table: { resizable: false } })];
}

export function RichTextInput({ label, description, error, withAsterisk, value = '', onChange, onFocus, onBlur }: RichTextInputProps) {
  const services = useOptionalAdminServices();
  const mediaUrl = services ? (path: string) => services.api.mediaUrl(path) : (path: string) => path;
  // One editor per field: the address media is served from never changes under it.
  const extensions = useMemo(() => extensionsFor(mediaUrl), []);
  const id = useId();
  const ids = { label: `${id}-label`, description: `${id}-description`, error: `${id}-error` };
  const describedBy = [description ? ids.description : '', error ? ids.error : ''].filter(Boolean).join(' ');
  const editor = useEditor({
    extensions,
    content: value,
    editorProps: { attributes: attributesOf(ids.label, describedBy, Boolean(error)) },
    onUpdate: ({ editor }) => onChange?.(editor.isEmpty ? '' : editor.getHTML()),
    onFocus: () => onFocus?.(),
    onBlur: () => onBlur?.(),
  });

  // The editor reads its attributes once: keep the description and error links current.
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: attributesOf(ids.label, describedBy, Boolean(error)) } });
  }, [editor, ids.label, describedBy, error]);

  // A value set from outside (a form reset, a restored revision) replaces what the editor shows.
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      labelProps={{ id: ids.label, onClick: () => editor?.commands.focus() }}
      description={description}
      descriptionProps={{ id: ids.description }}
      error={error}
      errorProps={{ id: ids.error }}
      withAsterisk={withAsterisk}
    >
      <RichTextEditor editor={editor} mt={4} style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}>
        <RichTextEditor.Toolbar sticky stickyOffset="var(--app-shell-header-offset, 0rem)">
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Code />
            <RichTextEditor.CodeBlock />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <InsertControls editor={editor} />
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content className={styles.content} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}

/** A toolbar button with its name said and shown (an icon alone says nothing to a screen reader). */
function Control({ label, onClick, disabled, children }: { label: string; onClick: () => void; disabled?: boolean; children: ReactNode }) {
  return (
    <RichTextEditor.Control onClick={onClick} aria-label={label} title={label} disabled={disabled}>
      {children}
    </RichTextEditor.Control>
  );
}

/** Insert an image from the media library, a table, and work the table the cursor is in. */
function InsertControls({ editor }: { editor: Editor | null }) {
  const inTable = useEditorState({ editor, selector: ({ editor: e }) => e?.isActive('table') ?? false }) ?? false;
  if (!editor) return null;
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () => command(editor.chain().focus()).run();
  return (
    <>
      <RichTextEditor.ControlsGroup>
        <ChooseFromLibrary
          max={1}
          label="Insert an image from the library"
          // The image, then a paragraph to go on writing in (the cursor lands there, not on the image).
          onPick={([item]) => item && editor.chain().focus().insertContent([{ type: 'image', attrs: { src: item.path, alt: item.alt } }, { type: 'paragraph' }]).run()}
          trigger={(open) => (
            <Control label="Insert an image from the library" onClick={open}>
              <ImagePlus size={16} aria-hidden />
            </Control>
          )}
        />
        <Control label="Insert a table" onClick={run((c) => c.insertTable({ rows: 3, cols: 3, withHeaderRow: true }))} disabled={inTable}>
          <Table size={16} aria-hidden />
        </Control>
      </RichTextEditor.ControlsGroup>
      {inTable && (
        <RichTextEditor.ControlsGroup aria-label="Table">
          <Control label="Add a row below" onClick={run((c) => c.addRowAfter())}>
            <BetweenHorizontalEnd size={16} aria-hidden />
          </Control>
          <Control label="Add a column to the right" onClick={run((c) => c.addColumnAfter())}>
            <BetweenVerticalEnd size={16} aria-hidden />
          </Control>
          <Control label="Delete this row" onClick={run((c) => c.deleteRow())}>
            <Rows3 size={16} aria-hidden />
          </Control>
          <Control label="Delete this column" onClick={run((c) => c.deleteColumn())}>
            <Columns3 size={16} aria-hidden />
          </Control>
          <Control label="Delete the table" onClick={run((c) => c.deleteTable())}>
            <Trash2 size={16} aria-hidden />
          </Control>
        </RichTextEditor.ControlsGroup>
      )}
    </>
  );
}
