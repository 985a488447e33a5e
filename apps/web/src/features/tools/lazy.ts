/**
 * The tools feature's parts that other code draws on demand (dynamic imports, chunks of their own): the
 * calculator, which the jobs feature readies for the technician's use offline.
 */
export const loadCalculatorPage = () => import('./CalculatorPage.tsx');
