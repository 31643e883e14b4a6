/** "On this page": links to the level-2 headings of a Markdown body. */
export function Toc({ label, headings, className = 'toc', ordered = false }: { label: string; headings: { id: string; text: string }[]; className?: string; ordered?: boolean }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <nav className={className} aria-label={label} data-pagefind-ignore="">
      <h2 className="toc-title">{label}</h2>
      <List>
        {headings.map((h) => (
          <li key={h.id}>
            <a href={`#${h.id}`}>{h.text}</a>
          </li>
        ))}
      </List>
    </nav>
  );
}
