import { Fragment, useMemo } from 'react';
import { Link } from 'react-router';
import { parseMarkdown, type Inline } from './markdownBlocks';

function InlineContent({ content }: { content: Inline[] }) {
  return (
    <>
      {content.map((part, index) => {
        switch (part.kind) {
          case 'strong':
            return <strong key={index}>{part.text}</strong>;
          case 'em':
            return <em key={index}>{part.text}</em>;
          case 'link':
            return part.href.startsWith('/') ? (
              <Link key={index} to={part.href}>
                {part.text}
              </Link>
            ) : (
              <a
                key={index}
                href={part.href}
                {...(part.href.startsWith('http') ? { target: '_blank', rel: 'noreferrer' } : {})}
              >
                {part.text}
              </a>
            );
          default:
            return <Fragment key={index}>{part.text}</Fragment>;
        }
      })}
    </>
  );
}

/** Renders the static pages' markdown subset as React elements (no HTML passes through). */
export function MarkdownView({ text, headingId }: { text: string; headingId?: string }) {
  const blocks = useMemo(() => parseMarkdown(text), [text]);
  // The first level-1 heading carries the id that labels the page.
  const titleIndex = blocks.findIndex((block) => block.kind === 'heading' && block.level === 1);
  return (
    <>
      {blocks.map((block, index) => {
        if (block.kind === 'heading') {
          const Tag = `h${block.level}` as const;
          const id = index === titleIndex ? headingId : undefined;
          return (
            <Tag key={index} id={id}>
              <InlineContent content={block.content} />
            </Tag>
          );
        }
        if (block.kind === 'list') {
          const List = block.ordered ? 'ol' : 'ul';
          return (
            <List key={index}>
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>
                  <InlineContent content={item} />
                </li>
              ))}
            </List>
          );
        }
        return (
          <p key={index}>
            <InlineContent content={block.content} />
          </p>
        );
      })}
    </>
  );
}
