// Draws content blocks (content/types.ts). Tables get a caption and header cells (KWCAG 1.3.1)
// and scroll sideways inside their own box on narrow screens, never the page.
import type { Block, Section } from '../content/types.js';

export function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'p':
      return <p>{block.text}</p>;
    case 'list':
      return block.ordered ? (
        <ol class="list">
          {block.items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ol>
      ) : (
        <ul class="list">
          {block.items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      );
    case 'table':
      return (
        <div class="table-wrap" tabIndex={0} role="region" aria-label={block.caption}>
          <table class={block.fit ? 'data-table data-table--fit' : 'data-table'}>
            <caption>{block.caption}</caption>
            <thead>
              <tr>
                {block.head.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, i) => (
                <tr key={i}>
                  {row.map((cell, j) =>
                    block.rowHeaders && j === 0 ? (
                      <th key={j} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={j}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          {block.note ? <p class="table-note">{block.note}</p> : null}
        </div>
      );
    case 'timeline':
      return (
        <ol class="timeline">
          {block.items.map((y) => (
            <li key={y.year} class="timeline-item">
              <p class="timeline-year">{y.year}</p>
              <ul class="timeline-events">
                {y.events.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      );
    case 'cards':
      return (
        <ul class="cards">
          {block.items.map((c) => (
            <li key={c.title} class="card">
              <h3>{c.title}</h3>
              <p>{c.text}</p>
            </li>
          ))}
        </ul>
      );
    case 'steps':
      return (
        <ol class="steps">
          {block.items.map((s, i) => (
            <li key={s.title} class="step">
              <span class="step-no" aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              <h3>{s.title}</h3>
              <p>{s.text}</p>
            </li>
          ))}
        </ol>
      );
    case 'dl':
      return (
        <dl class="info-list">
          {block.items.map((d) => (
            <div key={d.term} class="info-row">
              <dt>{d.term}</dt>
              <dd>{d.desc}</dd>
            </div>
          ))}
        </dl>
      );
    case 'callout':
      return (
        <div class="callout">
          {block.title ? <p class="callout-title">{block.title}</p> : null}
          <p>{block.text}</p>
        </div>
      );
  }
}

export function SectionView({ section }: { section: Section }) {
  return (
    <section class="content-section">
      <h2>{section.heading}</h2>
      {section.blocks.map((b, i) => (
        <BlockView key={i} block={b} />
      ))}
    </section>
  );
}
