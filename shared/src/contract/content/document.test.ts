import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints } from '../endpoints.js';
import { paths } from '../paths.js';
import { DOCUMENT_KIND_NAMES } from '../documents.js';
import { DOCUMENT_OPERATIONS, documentEndpointName } from '../documentRoutes.js';
import { caseStudyType } from './caseStudy.js';
import { defineDocumentType, documentEndpoints, documentSchemas } from './document.js';
import { documentTypes } from './documentTypes.js';

describe('document types', () => {
  it('have all eleven endpoints in the one endpoint table, each at its own method and path', () => {
    for (const kind of DOCUMENT_KIND_NAMES) {
      const routes = DOCUMENT_OPERATIONS.map((op) => endpoints[documentEndpointName(kind, op) as keyof typeof endpoints]);
      expect(routes.every(Boolean)).toBe(true);
      const keys = routes.map((e) => `${e.method} ${e.path}`);
      expect(new Set(keys).size).toBe(11);
      // No document path is taken by another endpoint.
      const others = Object.values(paths);
      for (const e of routes) expect(others).not.toContain(e.path);
    }
    expect(endpoints.listCaseStudies).toMatchObject({ method: 'GET', path: '/api/v1/case-studies', access: 'public' });
    expect(endpoints.createCaseStudy).toMatchObject({ method: 'POST', path: '/api/v1/admin/case-studies', access: 'content', audit: { record: 'caseStudy' } });
    expect(endpoints.restoreCaseStudyRevision).toMatchObject({ access: 'content', audit: { record: 'caseStudy', action: 'restore' } });
  });

  it('take access per operation from the declaration, visitors reading and the staff area writing by default', () => {
    const base = { timestamps: caseStudyType.timestamps, fields: { title: caseStudyType.fields.title }, traits: { slugFrom: 'title', search: ['title'], media: [] }, site: { filters: [], card: { image: 'title', text: 'title' }, jsonLd: 'Article', pageSize: 10 } } as const;
    const open = documentEndpoints(defineDocumentType('caseStudy', base));
    expect(open.listCaseStudies.access).toBe('public');
    expect(open.deleteCaseStudy.access).toBe('content');
    const closed = documentEndpoints(defineDocumentType('caseStudy', { ...base, access: { list: 'content', delete: 'admin' } }));
    expect(closed.listCaseStudies.access).toBe('content');
    expect(closed.getCaseStudyBySlug.access).toBe('public');
    expect(closed.deleteCaseStudy.access).toBe('admin');
    expect(closed.updateCaseStudy.access).toBe('content');
  });

  it('add the SEO fields, filter by their declared choices, and leave out of an update what it does not send', () => {
    const s = documentSchemas(caseStudyType);
    expect(Object.keys(caseStudyType.fields)).toEqual(expect.arrayContaining(['slug', 'metaTitle', 'metaDescription', 'shareImage']));
    expect(s.listQuery.safeParse({ industry: 'healthcare', services: 'app-development', page: '2' }).success).toBe(true);
    expect(s.listQuery.safeParse({ industry: 'space' }).success).toBe(false);
    // A campaign's parameters on a shared link are left out, not refused.
    expect(s.listQuery.parse({ utm_source: 'x', page: '1' })).toEqual({ page: '1' });
    expect(s.update.safeParse({ title: 'Only the title' }).success).toBe(true);
    expect(s.update.safeParse({ title: '' }).success).toBe(false);
    // Visitors' answers have the declared fields, publishing and the images' alt texts.
    expect(Object.keys(s.dto.shape)).toEqual(expect.arrayContaining(['_id', 'title', 'client', 'results', 'status', 'publishAt', 'alt']));
    expect(s.dto.shape.results).toBeInstanceOf(z.ZodArray);
  });

  it('are all registered: every kind named in documents.ts has its declaration', () => {
    expect(Object.keys(documentTypes).sort()).toEqual([...DOCUMENT_KIND_NAMES].sort());
    for (const [kind, type] of Object.entries(documentTypes)) expect(type.kind).toBe(kind);
  });
});
