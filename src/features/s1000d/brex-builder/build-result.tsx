import type { BuiltBrex } from '../../../s1000d/brex/builder/build-brex.ts';

/** What the check of a built BREX found: draft problems, tailoring, default BREX findings. */
export function BuildResult({ built }: { built: BuiltBrex }) {
  const failing = built.findings.filter((f) => f.fail);
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p role="status" className={built.ok ? 'text-green-800' : 'text-red-700'}>
        {built.ok
          ? `${built.fileName} passes its issue's default BREX and itself, and keeps the parent's valueTailoring.`
          : `${built.fileName} cannot be saved yet: ${built.problems.length} problem(s), ${built.tailoring.length} tailoring problem(s), ${failing.length} default BREX finding(s).`}
      </p>
      {built.problems.length + built.tailoring.length + failing.length > 0 && (
        <ul className="list-disc pl-5 text-red-700">
          {built.problems.map((p, i) => (
            <li key={`p${i}`}>{p.message}</li>
          ))}
          {built.tailoring.map((t, i) => (
            <li key={`t${i}`}>{t.message}</li>
          ))}
          {failing.map((f, i) => (
            <li key={`f${i}`}>
              {f.message}
              {f.path ? ` (${f.path})` : ''}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
