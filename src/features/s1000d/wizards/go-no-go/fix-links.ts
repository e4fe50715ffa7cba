import type { GateFixTool } from '../../../../s1000d/gate/gate-model.ts';

/** The page that fixes a gate failure, for an object of a project. */
export function fixLink(tool: GateFixTool, projectId: string, objectKey: string): string {
  const project = encodeURIComponent(projectId);
  switch (tool) {
    case 'module-editor':
      return `/project/${project}/s1000d/module-editor/${encodeURIComponent(objectKey)}`;
    case 'schema-manager':
      return `/tools/schema-manager?project=${project}`;
    case 'brex-tools':
      return '/tools/wizards/s1000d/brex-tools';
    case 'project-brex':
      return `/tools/brex-management/${project}`;
    case 'applicability-builder':
      return '/tools/wizards/s1000d/applicability-builder';
    case 'attributes':
      return '/tools/attributes';
    case 'product-configurations':
      return '/tools/product-configurations';
    case 'library':
      return `/tools/s1000d-projects/${project}`;
    case 'upload':
      return '/upload';
    case 'cir-management':
      return '/tools/cir-management';
    case 'sns-management':
      return `/tools/sns-management/${project}`;
  }
}
