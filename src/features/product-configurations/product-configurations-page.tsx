import { Link } from 'react-router';
import type { ProductConfiguration } from '../../domain/product-configurations.ts';
import { Loading } from '../../ui/loading.tsx';
import { CONFIG_PAGE_TEXT } from './configuration-permissions.ts';
import { useConfiguredProjects } from './use-configured-projects.ts';
import { CardList } from '../../ui/card-list.tsx';
import { ErrorMessage } from '../../ui/error-message.tsx';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function summary(configuration: ProductConfiguration | null): string {
  const models = configuration?.models ?? [];
  if (models.length === 0) return 'No models yet';
  const variants = models.flatMap((m) => m.variants);
  const ranges = variants.flatMap((v) => v.ranges);
  return [
    plural(models.length, 'model'),
    plural(variants.length, 'variant'),
    plural(ranges.length, 'serial-number range'),
  ].join(' · ');
}

export default function ProductConfigurationsPage() {
  const { list, failed } = useConfiguredProjects();
  if (list === null) return <Loading text="Loading content..." />;
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">Product Configurations</h1>
        <p className="text-slate-700">
          Each PBS project has one set of models, variants and serial-number ranges.
        </p>
      </header>
      {failed && <ErrorMessage plain text={CONFIG_PAGE_TEXT.loadFailed} />}
      {list.length === 0 ? (
        <p className="text-slate-600">
          No PBS projects yet. Configurations belong to a PBS project:{' '}
          <Link to="/tools/pbs-projects" className="text-blue-800 underline">
            open PBS Projects
          </Link>
          .
        </p>
      ) : (
        <CardList label="PBS projects and their configurations">
          {list.map(({ project, configuration }) => (
            <li key={project.id} className="flex flex-col gap-1 p-4">
              <Link
                to={`/tools/product-configurations/${project.id}`}
                className="font-medium text-blue-800 underline"
              >
                {project.name || 'Untitled'}
              </Link>
              <span className="text-sm text-slate-600">{summary(configuration)}</span>
            </li>
          ))}
        </CardList>
      )}
    </div>
  );
}
