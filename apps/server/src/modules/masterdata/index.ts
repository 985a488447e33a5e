import type { DomainModule } from '../resources/index.ts';
import { seedMasterData } from './masterdata.seed.ts';

export { COMPANY, DEMO_TECHNICIAN_PASSWORD } from './masterdata.seed.ts';

/**
 * Master data (company profile, banks, units, categories, suppliers, customers, technicians ...): plain
 * resources with no logic of their own; the module exists for their demo records.
 */
export const masterDataModule: DomainModule = { name: 'masterdata', seed: seedMasterData };
