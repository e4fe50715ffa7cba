/**
 * A marker of one piece of work's steps in the browser's performance timeline, named
 * `area:step`: the benches read them to say where the time goes.
 */
export function timelineMarker<Step extends string>(area: string): (step: Step) => void {
  return (step) => {
    performance.mark(`${area}:${step}`);
  };
}
