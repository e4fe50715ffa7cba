import { InactiveTag } from './inactive-tag.tsx';

/** A bucket page's title: the bucket's name, tagged Inactive when it is not active. */
export function BucketTitle({ bucket }: { bucket: { name: string; isActive: boolean } }) {
  return (
    <h1 className="flex items-center gap-3 text-2xl font-semibold text-slate-900">
      {bucket.name}
      {!bucket.isActive && <InactiveTag />}
    </h1>
  );
}
