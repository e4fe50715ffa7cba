import { useCallback, useState } from 'react';
import { PmEditError, type PmEntryNode } from '../../../s1000d/publication/pm-nodes.ts';

/**
 * The tree being edited, with the last refused edit's reason. An edit is a pure function of
 * the tree (src/s1000d/publication/pm-edit): refused, it leaves the tree as it was.
 */
export function usePmDraft(initial: PmEntryNode[]) {
  const [entries, setEntries] = useState(initial);
  const [changed, setChanged] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const edit = useCallback((change: (tree: PmEntryNode[]) => PmEntryNode[]) => {
    setEntries((tree) => {
      try {
        const next = change(tree);
        setProblem(null);
        setChanged(true);
        return next;
      } catch (error) {
        if (!(error instanceof PmEditError)) throw error;
        setProblem(error.message);
        return tree;
      }
    });
  }, []);
  const reset = useCallback((tree: PmEntryNode[]) => {
    setEntries(tree);
    setChanged(false);
    setProblem(null);
  }, []);
  return { entries, changed, problem, edit, reset };
}
