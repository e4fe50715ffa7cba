import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { DEMO_VIEWER_PROJECT, objectViewerPath } from '../../lib/s1000d-viewer-paths.ts';
import type { LessonBlock } from './course-model.ts';

/** A lesson's body at a comfortable reading measure; examples scroll rather than wrap. */
export function LessonBlocks({ blocks }: { blocks: readonly LessonBlock[] }) {
  return (
    <div className="flex max-w-prose flex-col gap-4 text-base leading-7 text-slate-800">
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </div>
  );
}

function Block({ block }: { block: LessonBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'heading':
      return <h3 className="mt-2 text-lg font-semibold text-slate-900">{block.text}</h3>;
    case 'list':
      return (
        <ul className="list-disc space-y-2 pl-6">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'example':
      return (
        <figure className="flex flex-col gap-1">
          <figcaption className="text-sm font-medium text-slate-600">{block.label}</figcaption>
          <pre
            tabIndex={0}
            className="overflow-x-auto rounded-md border border-slate-200 bg-slate-50 p-3 font-mono text-sm leading-6 text-slate-900"
          >
            {block.code}
          </pre>
        </figure>
      );
    case 'viewer':
      return (
        <p>
          <Link
            to={objectViewerPath(DEMO_VIEWER_PROJECT, block.objectKey)}
            className="inline-flex items-center gap-2 font-medium text-blue-800 underline"
          >
            <BookOpen aria-hidden className="h-4 w-4" /> {block.label}
          </Link>
        </p>
      );
    case 'table':
      return (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm leading-6">
            <caption className="pb-2 text-left font-medium text-slate-700">{block.caption}</caption>
            <thead>
              <tr className="border-b border-slate-300">
                {block.head.map((cell) => (
                  <th key={cell} scope="col" className="py-1 pr-4 font-semibold text-slate-900">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join('|')} className="border-b border-slate-100 align-top">
                  {row.map((cell, i) => (
                    <td key={i} className={`py-1 pr-4 ${i === 0 ? 'font-mono' : ''}`}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}
