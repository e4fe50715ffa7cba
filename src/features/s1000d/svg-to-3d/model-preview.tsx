import { useEffect, useRef, useState } from 'react';
import {
  AmbientLight,
  Box3,
  DirectionalLight,
  PerspectiveCamera,
  Scene,
  Vector3,
  WebGLRenderer,
  type Mesh,
} from 'three';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';
import { Note } from '../../../ui/note.tsx';

/** A turnable 3D view of the model; says so when the browser has no WebGL. */
export function ModelPreview({ mesh }: { mesh: Mesh | null }) {
  const host = useRef<HTMLDivElement>(null);
  const [unavailable] = useState(() => !hasWebGl());
  useEffect(() => {
    const element = host.current;
    if (!element || !mesh || unavailable) return;
    let renderer: WebGLRenderer;
    try {
      renderer = new WebGLRenderer({ antialias: true });
    } catch (cause) {
      // WebGL was there when the page asked but the context could not be made (lost GPU).
      console.error('The 3D preview could not start', cause);
      return;
    }
    const width = element.clientWidth || 480;
    const height = 320;
    renderer.setSize(width, height);
    renderer.setPixelRatio(window.devicePixelRatio);
    element.replaceChildren(renderer.domElement);
    renderer.domElement.setAttribute('aria-label', '3D preview of the model: drag to turn it');
    renderer.domElement.setAttribute('role', 'img');
    const scene = new Scene();
    scene.add(new AmbientLight(0xffffff, 0.6));
    const sun = new DirectionalLight(0xffffff, 1.2);
    sun.position.set(1, 1, 2);
    scene.add(sun);
    scene.add(mesh);
    const radius = new Box3().setFromObject(mesh).getSize(new Vector3()).length() || 1;
    const camera = new PerspectiveCamera(45, width / height, radius / 100, radius * 10);
    camera.position.set(radius * 0.6, -radius * 0.6, radius * 0.9);
    const controls = new OrbitControls(camera, renderer.domElement);
    let frame = 0;
    const draw = () => {
      controls.update();
      renderer.render(scene, camera);
      frame = requestAnimationFrame(draw);
    };
    draw();
    return () => {
      cancelAnimationFrame(frame);
      controls.dispose();
      scene.remove(mesh);
      renderer.dispose();
    };
  }, [mesh, unavailable]);
  if (unavailable) {
    return (
      <Note>
        This browser cannot show a 3D preview (WebGL is off); the GLB and STL downloads still work.
      </Note>
    );
  }
  return (
    <div
      ref={host}
      className="min-h-80 overflow-hidden rounded-md border border-slate-200 bg-slate-50"
    />
  );
}

function hasWebGl(): boolean {
  const canvas = document.createElement('canvas');
  return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
}
