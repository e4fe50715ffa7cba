type Props = {
  official: boolean;
  onOfficial: (official: boolean) => void;
  reason: string;
  onReason: (reason: string) => void;
};

/** What an upissue asks (s1kd-upissue): in-work or official, and a reason for update. */
export function UpissueFields({ official, onOfficial, reason, onReason }: Props) {
  return (
    <>
      <fieldset className="flex flex-col gap-2 text-sm">
        <legend className="label">New issue</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name="kind" checked={!official} onChange={() => onOfficial(false)} />
          New in-work issue (in-work number + 1)
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="kind" checked={official} onChange={() => onOfficial(true)} />
          New official issue (issue number + 1, in-work 00)
        </label>
      </fieldset>
      <label className="flex flex-col gap-1">
        <span className="label">Reason for update (optional)</span>
        <textarea
          className="field"
          rows={3}
          maxLength={2000}
          value={reason}
          onChange={(e) => onReason(e.target.value)}
        />
      </label>
    </>
  );
}
