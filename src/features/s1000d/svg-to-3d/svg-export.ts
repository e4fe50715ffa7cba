import type { Object3D } from 'three';
import { GLTFExporter } from 'three/addons/exporters/GLTFExporter.js';
import { STLExporter } from 'three/addons/exporters/STLExporter.js';

/** Binary STL of the model (80-byte header, a triangle count, 50 bytes a triangle). */
export function toStl(object: Object3D): Uint8Array {
  const view = new STLExporter().parse(object, { binary: true }) as DataView;
  return new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
}

/** Binary glTF (GLB) of the model. */
export async function toGlb(object: Object3D): Promise<Uint8Array> {
  const result = await new GLTFExporter().parseAsync(object, { binary: true });
  if (!(result instanceof ArrayBuffer))
    throw new Error('The GLB exporter returned JSON instead of binary.');
  return new Uint8Array(result);
}
