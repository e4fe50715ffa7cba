export function App() {
  return (
    <main className="mx-auto max-w-3xl p-8">
      <h1 className="text-3xl font-semibold">IPS Studio</h1>
      <p className="mt-2 text-slate-600">
        Author and learn technical documentation to S1000D and the S-Series specifications.
      </p>
    </main>
  );
}
