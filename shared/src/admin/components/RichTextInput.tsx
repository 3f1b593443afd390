import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, type ReactNode } from 'react';

/**
 * A rich-text field of a form (Mantine's Tiptap editor): headings, bold, italic, lists, links,
 * quotes and code, the elements the server keeps (shared/docs/api.md#rich-text). Its value is the
 * HTML, '' when it holds no text, so a required field's rule reads it as empty. It takes the
 * props `form.getInputProps` gives, like any Mantine input.
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

const extensions = [StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: false }), Link];

export function RichTextInput({ label, description, error, withAsterisk, value = '', onChange, onFocus, onBlur }: RichTextInputProps) {
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
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
