import { createContext } from 'react';

/** The title of the registry route being shown, for pages that stand in for several routes. */
export const RouteTitle = createContext<string | undefined>(undefined);
