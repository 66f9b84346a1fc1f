/** HTML from the content service, which sanitises rich text when it is saved. */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className ? `rich-text ${className}` : "rich-text"}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the content service on write
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
