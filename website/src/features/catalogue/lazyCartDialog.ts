import { lazy } from 'react';

/** The cart and quote dialog, loaded on first open: the pages that offer it carry only its button. */
export const LazyCartDialog = lazy(() => import('./CartDialog.js').then((m) => ({ default: m.CartDialog })));
