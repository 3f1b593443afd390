import { describe, expect, it } from 'vitest';
import { PREVIEW_DEFAULT_BACK, previewAddress, previewBack, publicPaths } from './preview.js';

describe('preview addresses', () => {
  it('opens a public page in preview, its bar leading back to the admin screen it came from', () => {
    expect(previewAddress(publicPaths.product('p 1'), '/admin/product/p1/edit')).toBe('/product/p%201?preview=1&back=%2Fadmin%2Fproduct%2Fp1%2Fedit');
    expect(previewAddress('/products?page=2', '/admin/products?q=a')).toBe('/products?page=2&preview=1&back=%2Fadmin%2Fproducts%3Fq%3Da');
  });

  it('lets the bar lead only to a back-office address of this site', () => {
    for (const ok of ['/admin', '/admin/products', '/admin/blogs?page=2', '/admin/product/abc/edit']) expect(previewBack(ok)).toBe(ok);
    for (const bad of ['', '/', '/about', '/administrator', '//evil.example/admin', 'https://evil.example/admin', '/admin/\\evil', '/admin//evil.example', 'javascript:alert(1)', ' /admin', undefined, ['/admin'], `/admin/${'x'.repeat(600)}`]) {
      expect(previewBack(bad)).toBe(PREVIEW_DEFAULT_BACK);
    }
  });
});
