import { useEffect, useMemo, useState } from 'react';
import type { BufferGeometry, Mesh } from 'three';
import { downloadFile, readFileBytes } from '../../../lib/browser-file.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { NumberField } from '../common/number-field.tsx';
import { ModelPreview } from './model-preview.tsx';
import { RegisterIcn } from './register-icn.tsx';
import { toGlb, toStl } from './svg-export.ts';
import {
  DEFAULT_EXTRUDE,
  extrudeParts,
  extrudeProblem,
  meshOf,
  readSvg,
  sizeOf,
  type ExtrudeOptions,
  type SvgRead,
} from './svg-model.ts';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { Panel } from '../../../ui/panel.tsx';
import { FileField } from '../../../ui/file-field.tsx';

const round = (n: number) => Math.round(n * 10) / 10;
type Built = { geometry: BufferGeometry; mesh: Mesh } | { error: string };

export default function SvgTo3dPage() {
  const [file, setFile] = useState<{ name: string; read: SvgRead } | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [options, setOptions] = useState<ExtrudeOptions>(DEFAULT_EXTRUDE);
  const [exportError, setExportError] = useState<string | null>(null);
  const set = (patch: Partial<ExtrudeOptions>) => setOptions((o) => ({ ...o, ...patch }));

  const load = async (picked: File | undefined) => {
    if (!picked) return;
    const read = readSvg(new TextDecoder().decode(await readFileBytes(picked)));
    setFile({ name: picked.name, read });
    setChosen(new Set(read.ok ? read.parts.map((p) => p.id) : []));
  };
  const problem = extrudeProblem(options);
  const parts = file?.read.ok ? file.read.parts.filter((p) => chosen.has(p.id)) : [];
  const built = useMemo((): Built | null => {
    if (problem || parts.length === 0) return null;
    try {
      const geometry = extrudeParts(parts, options);
      return { geometry, mesh: meshOf(geometry, parts[0]!.color) };
    } catch (error) {
      return { error: `These paths could not be extruded: ${(error as Error).message}` };
    }
    // parts is derived from file and chosen; listing those keeps the model from rebuilding each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file, chosen, options, problem]);
  const model = built && 'mesh' in built ? built : null;
  // A replaced model's buffers are freed at once rather than left to the garbage collector.
  useEffect(() => () => model?.geometry.dispose(), [model]);
  const size = model ? sizeOf(model.geometry) : null;
  const base = file?.name.replace(/\.svg$/i, '') || 'model';
  const download = async (kind: 'glb' | 'stl') => {
    if (!model) return;
    setExportError(null);
    try {
      const bytes = kind === 'glb' ? await toGlb(model.mesh) : toStl(model.mesh);
      downloadFile(`${base}.${kind}`, bytes, kind === 'glb' ? 'model/gltf-binary' : 'model/stl');
    } catch (error) {
      setExportError(`The ${kind.toUpperCase()} could not be written: ${(error as Error).message}`);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="SVG to 3D"
        intro="Turn an SVG outline or decal into a 3D model: choose its paths, extrude and bevel them, then download GLB or STL, or register the model as a 3D ICN."
      />
      <Panel id="svg-input" title="SVG" className="flex flex-col gap-3">
        <FileField
          label="SVG file"
          accept=".svg,image/svg+xml"
          onFiles={(files) => void load(files[0])}
        />
        <ErrorMessage
          plain
          text={file && !file.read.ok ? `${file.name}: ${file.read.error}` : null}
        />
        {file?.read.ok && (
          <fieldset>
            <legend className="label">
              Paths to extrude ({round(file.read.width)} × {round(file.read.height)} SVG units
              {file.read.skipped > 0 &&
                `; ${file.read.skipped} stroke-only path${file.read.skipped === 1 ? '' : 's'} left out`}
              )
            </legend>
            <ul className="mt-2 grid gap-1 sm:grid-cols-2">
              {file.read.parts.map((p) => (
                <li key={p.id}>
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={chosen.has(p.id)}
                      onChange={(e) =>
                        setChosen((c) => {
                          const next = new Set(c);
                          if (e.target.checked) next.add(p.id);
                          else next.delete(p.id);
                          return next;
                        })
                      }
                    />
                    <span
                      aria-hidden
                      className="inline-block h-3 w-3 rounded-sm border"
                      style={{ background: p.color }}
                    />
                    {p.label}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
      </Panel>
      <section
        aria-labelledby="svg-options"
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-4"
      >
        <h2 id="svg-options" className="text-lg font-semibold text-slate-900 sm:col-span-4">
          Extrusion
        </h2>
        <NumberField
          label="Depth (SVG units)"
          step="any"
          value={options.depth}
          onChange={(depth) => set({ depth })}
        />
        <NumberField
          label="Scale (mm per SVG unit)"
          step="any"
          value={options.scale}
          onChange={(scale) => set({ scale })}
        />
        <NumberField
          label="Bevel size (SVG units)"
          step="any"
          disabled={!options.bevel}
          value={options.bevelSize}
          onChange={(bevelSize) => set({ bevelSize })}
        />
        <div className="flex flex-col justify-end gap-2 text-sm">
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={options.bevel}
              onChange={(e) => set({ bevel: e.target.checked })}
            />
            Bevel the edges
          </label>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={options.flipY}
              onChange={(e) => set({ flipY: e.target.checked })}
            />
            Flip Y (SVG y points down)
          </label>
        </div>
        {(problem ?? (built && 'error' in built ? built.error : null)) && (
          <ErrorMessage
            plain
            className="sm:col-span-4"
            text={problem ?? (built && 'error' in built ? built.error : null)}
          />
        )}
      </section>
      {model && size && (
        <Panel id="svg-model" title="Model" className="flex flex-col gap-3">
          <p className="text-sm text-slate-700">
            {round(size.x)} × {round(size.y)} × {round(size.z)} mm,{' '}
            {model.geometry.getAttribute('position').count / 3} triangles from {parts.length} path
            {parts.length === 1 ? '' : 's'}.
          </p>
          <ModelPreview mesh={model.mesh} />
          <div className="flex flex-wrap gap-3">
            <button type="button" className="btn-primary" onClick={() => void download('glb')}>
              Download GLB
            </button>
            <button type="button" className="btn-secondary" onClick={() => void download('stl')}>
              Download STL
            </button>
          </div>
          <ErrorMessage plain text={exportError} />
        </Panel>
      )}
      {model && <RegisterIcn makeGlb={() => toGlb(model.mesh)} />}
    </div>
  );
}
