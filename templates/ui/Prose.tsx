/** HTML rendered from an editor's Markdown (sanitised by pipeline/markdown). */
export function Prose({ html }: { html: string }) {
  return <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />;
}
