// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LessonBlocks } from './lesson-blocks.tsx';
import { S1000D_LESSONS } from './s1000d-course.ts';

describe('lesson examples in the viewer', () => {
  it('open objects of the demo project at /viewer', () => {
    render(
      <MemoryRouter>
        <LessonBlocks
          blocks={[
            {
              kind: 'viewer',
              label: 'Open it',
              objectKey: 'DMC-TIDEWELL-A-00-00-00-00A-040A-D_EN-US',
            },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Open it' })).toHaveAttribute(
      'href',
      '/viewer/demo~DMC-TIDEWELL-A-00-00-00-00A-040A-D_EN-US',
    );
  });

  it('name only objects the demo project holds', async () => {
    const { generateDemoProject } = await import('../../s1000d/demo/demo-project.ts');
    const names = generateDemoProject().files.map((f) => f.name);
    const keys = S1000D_LESSONS.flatMap((lesson) =>
      lesson.body.flatMap((block) => (block.kind === 'viewer' ? [block.objectKey] : [])),
    );
    expect(keys.length).toBeGreaterThanOrEqual(4);
    for (const key of keys) {
      const [code, language] = key.split('_');
      expect(names.some((n) => n.startsWith(`${code}_`) && n.includes(language!))).toBe(true);
    }
  });
});
