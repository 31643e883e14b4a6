/** "On this page": links to the page's sections, the one being read marked (the toc island). */
import { Island } from './Island';
import TocIsland, { TOC_FROM_MARKUP, type TocProps } from '../../islands/toc/Toc';

export function Toc(props: TocProps) {
  return (
    <Island
      name="toc"
      component={TocIsland}
      load="scroll"
      className="toc-island"
      fromMarkup={TOC_FROM_MARKUP}
      props={props}
    />
  );
}
