import { useCallback, useState } from 'react';

const KEY = 'ipsStudio.sidebarCollapsed';

/** The sidebar's collapsed state, remembered across visits. */
export function useSidebarCollapsed() {
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(KEY) === 'true');
  const toggle = useCallback(() => {
    setCollapsed((value) => {
      localStorage.setItem(KEY, String(!value));
      return !value;
    });
  }, []);
  return [collapsed, toggle] as const;
}
