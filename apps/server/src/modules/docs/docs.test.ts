import { RESOURCE_LIST } from '@kantor/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeTestApp, createTestApp, type TestContext } from '../../test/helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await closeTestApp(ctx);
});

describe('GET /api/docs', () => {
  it('documents every resource route as OpenAPI 3.1', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    for (const resource of RESOURCE_LIST) {
      expect(doc.paths[`/api/${resource.name}`]?.get, resource.name).toBeDefined();
      expect(doc.paths[`/api/${resource.name}/view/{id}`]?.get).toBeDefined();
      expect(Boolean(doc.paths[`/api/${resource.name}/add`]), resource.name).toBe(!resource.readOnly);
      expect(doc.components.schemas[resource.name]).toBeDefined();
    }
    expect(doc.components.schemas.rsupplierInput.required).toContain('nama_supplier');
    expect(doc.components.schemas.users.properties).not.toHaveProperty('password_hash');
  });
});
