import { NodeSelection, Plugin, PluginKey, TextSelection } from '@tiptap/pm/state';
import { Node } from '@tiptap/react';
import { createEmbedElement, loadImage } from '@/components/rich-text/rich-text-media';
import { EMBED_ATTRIBUTE, richTextImageFileId, richTextImageSrc, videoPlayerOf } from '@/domain/lesson-content/rich-text-media';

// The editor's two media nodes. Each reads only what the sanitizer keeps (a portal file with alt text; an
// http(s) address on a div) and writes the stored form back; what the author sees is built by rich-text-media.ts.

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    richTextImage: {
      /** Inserts an uploaded picture with its description at the selection. */
      insertPicture: (picture: { fileId: string; alt: string }) => ReturnType;
    };
    richTextEmbed: {
      /** Inserts a video player or link card for the address after the selection's block. */
      insertEmbed: (url: string) => ReturnType;
    };
  }
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A picture in the text: `<img src="/files/{fileId}/content" alt="…">`, shown from a blob: URL fetched with the token. */
export const RichTextImage = Node.create({
  name: 'richTextImage',
  inline: true,
  group: 'inline',
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      fileId: {
        default: '',
        parseHTML: (element) => richTextImageFileId(element.getAttribute('src')) ?? '',
        renderHTML: (attributes) => ({ src: richTextImageSrc(text(attributes.fileId)) }),
      },
      alt: { default: '', parseHTML: (element) => element.getAttribute('alt')?.trim() ?? '' },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'img[src][alt]',
        getAttrs: (element) => (richTextImageFileId(element.getAttribute('src')) !== null && element.getAttribute('alt')?.trim() ? null : false),
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', HTMLAttributes];
  },
  addNodeView() {
    return ({ node }) => {
      const image = document.createElement('img');
      image.alt = text(node.attrs.alt);
      image.className = 'rich-text-image';
      const release = loadImage(image, text(node.attrs.fileId));
      return { dom: image, destroy: release };
    };
  },
  addCommands() {
    return {
      insertPicture:
        ({ fileId, alt }) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { fileId, alt } }),
    };
  },
});

/** A video or web link: `<div data-embed-url="https://…"></div>`, shown as the allow-listed player or a link card. */
export const RichTextEmbed = Node.create({
  name: 'richTextEmbed',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      url: {
        default: '',
        parseHTML: (element) => element.getAttribute(EMBED_ATTRIBUTE) ?? '',
        renderHTML: (attributes) => ({ [EMBED_ATTRIBUTE]: text(attributes.url) }),
      },
    };
  },
  parseHTML() {
    return [{ tag: `div[${EMBED_ATTRIBUTE}]` }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['div', HTMLAttributes];
  },
  addNodeView() {
    return ({ node }) => {
      const box = document.createElement('div');
      box.className = 'rich-text-embed-node';
      box.append(createEmbedElement(document, text(node.attrs.url)));
      return { dom: box };
    };
  },
  addCommands() {
    return {
      insertEmbed:
        (url) =>
        ({ chain }) =>
          chain()
            .insertContent({ type: this.name, attrs: { url } })
            .command(({ tr }) => {
              // Inserted last, the player is left selected, and the next key would replace it: the cursor goes on
              // after it, into the paragraph that follows or a new one at the end.
              if (!(tr.selection instanceof NodeSelection)) return true;
              const after = tr.selection.to;
              if (!tr.doc.resolve(after).nodeAfter?.isTextblock) tr.insert(after, tr.doc.type.schema.nodes.paragraph!.create());
              tr.setSelection(TextSelection.create(tr.doc, after + 1));
              return true;
            })
            .run(),
    };
  },
  addProseMirrorPlugins() {
    const { editor } = this;
    return [
      new Plugin({
        key: new PluginKey('pasteVideoLink'),
        props: {
          // A YouTube or Vimeo address pasted on its own becomes its player, as from the Video or link card form; any
          // other paste is the editor's own (an address stays a link).
          handlePaste: (_view, event) => {
            const text = event.clipboardData?.getData('text/plain').trim() ?? '';
            if (/\s/.test(text) || videoPlayerOf(text) === null) return false;
            return editor.commands.insertEmbed(text);
          },
        },
      }),
    ];
  },
});
