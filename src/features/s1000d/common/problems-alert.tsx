/** Why something cannot be made yet, one problem a line. */
export function ProblemsAlert({ intro, problems }: { intro: string; problems: readonly string[] }) {
  return (
    <div role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
      <p>{intro}</p>
      <ul className="list-disc pl-5">
        {problems.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </div>
  );
}
