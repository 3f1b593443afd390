import { useSite } from '../../lib/site.js';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Search, X } from '../../ui/icons.js';
import { PUBLIC_PAGES } from '@itsite/shared/contract/pages';
import { SEARCH_COUNT_CAP } from '@itsite/shared/contract/constants';
import { formatCount } from '@itsite/shared/contract/format';
import type { ProductDto } from '@itsite/shared/contract/types';
import { CartLink } from './CartLink.js';
import { messageFor } from '@itsite/shared/api';
import { useTitledPageMeta } from '../../lib/head.js';
import { useRead } from '../../lib/reads.js';
import { productsQueryOf, queries } from '../../lib/queries.js';
import { Pagination } from '../../ui/Pagination.js';
import { ProductCard } from './ProductCard.js';
import { useCategoryNames } from './useCategoryNames.js';
import styles from './Catalogue.module.css';
import { Spinner } from '../../ui/Spinner.js';

const meta = PUBLIC_PAGES['/products'];

/** Loading (list emptied), then the products and their counts, or the error text. */
type ListState =
  | { kind: 'loading' }
  | { kind: 'loaded'; products: ProductDto[]; resultPerPage: number; filteredProductsCount: number }
  | { kind: 'failed'; message: string };

export function Products() {
  const { api } = useSite();
  useTitledPageMeta(meta.title, meta.description);
  const [params, setParams] = useSearchParams();
  const { keyword, category, page } = productsQueryOf(params);
  const categories = useCategoryNames();
  const read = useRead(queries.products(api, { keyword, page, category }));
  const state: ListState =
    read.kind === 'loaded'
      ? { kind: 'loaded', products: read.data.products, resultPerPage: read.data.resultPerPage, filteredProductsCount: read.data.filteredProductsCount }
      : read.kind === 'failed'
        ? { kind: 'failed', message: messageFor(read.error, 'Failed to load products.') }
        : { kind: 'loading' };
  const [draft, setDraft] = useState(keyword);
  const searchId = useId();
  const categoryId = useId();
  const gridTop = useRef<HTMLDivElement>(null);

  useEffect(() => setDraft(keyword), [keyword]);


  /** The query string for a page, keeping keyword and category; page 1 is the bare address. */
  const query = (changes: Record<string, string | number | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null || v === '' || (k === 'page' && v === 1)) next.delete(k);
      else next.set(k, String(v));
    }
    return next;
  };
  const hrefFor = (p: number) => {
    const qs = query({ page: p }).toString();
    return qs ? `?${qs}` : '/products';
  };

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    setParams(query({ keyword: draft.trim(), page: null }));
  };

  // After a page change the visitor wants the top of the new page of results, not the pager.
  const previousPage = useRef(page);
  useEffect(() => {
    if (previousPage.current !== page) gridTop.current?.scrollIntoView({ block: 'start' });
    previousPage.current = page;
  }, [page]);

  const totalPages = state.kind === 'loaded' && state.resultPerPage > 0 ? Math.ceil(state.filteredProductsCount / state.resultPerPage) : 0;
  const first = state.kind === 'loaded' ? (page - 1) * state.resultPerPage + 1 : 0;
  const last = state.kind === 'loaded' ? first + state.products.length - 1 : 0;

  return (
    <>
      <section className={styles.hero}>
        <div className="container">
          <p className="eyebrow">Catalogue</p>
          <h1>Our Products</h1>
          <p className="lead">
            Software licences, security suites, devices and support plans we install and maintain. Add what you need to the cart and request a quote: a
            consultant confirms stock, delivery and GST invoicing within one business day.
          </p>
        </div>
      </section>

      <section className={`container ${styles.catalogue}`}>
        <div className={styles.toolbar} ref={gridTop}>
          <form role="search" className={styles.search} onSubmit={onSearch}>
            <div className={styles.searchField}>
              <label htmlFor={searchId} className={styles.toolLabel}>
                Search products
              </label>
              <div className={styles.searchBox}>
                <Search size={18} aria-hidden className={styles.searchIcon} />
                <input
                  id={searchId}
                  type="search"
                  name="keyword"
                  value={draft}
                  onChange={(e) => setDraft(e.target.value)}
                  placeholder="Product name, e.g. router"
                  maxLength={100}
                  autoComplete="off"
                />
                {keyword ? (
                  <button type="button" className={styles.clear} aria-label="Clear search" onClick={() => setParams(query({ keyword: null, page: null }))}>
                    <X size={16} aria-hidden />
                  </button>
                ) : null}
              </div>
            </div>
            <button type="submit" className="btn">
              Search
            </button>
          </form>
          {categories && categories.size > 0 ? (
            <div className={styles.searchField}>
              <label htmlFor={categoryId} className={styles.toolLabel}>
                Category
              </label>
              <select
                id={categoryId}
                className={styles.select}
                value={category}
                onChange={(e) => setParams(query({ category: e.target.value, page: null }))}
              >
                <option value="">All categories</option>
                {[...categories].map(([id, name]) => (
                  <option key={id} value={id}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <div className={styles.cartSlot}>
            <CartLink variant="text" />
          </div>
        </div>

        <p className={styles.summary} aria-live="polite">
          {state.kind === 'loaded' && state.products.length > 0
            ? // A search counts its matches up to the cap: "of 1,000+ products".
              `Showing ${first}–${last} of ${formatCount(state.filteredProductsCount, keyword ? SEARCH_COUNT_CAP : undefined)} ${state.filteredProductsCount === 1 ? 'product' : 'products'}${keyword ? ` for “${keyword}”` : ''}`
            : ''}
        </p>

        {state.kind === 'loading' ? <Spinner label="Loading products" /> : null}
        {state.kind === 'failed' ? (
          <p role="alert" className={styles.error}>
            {state.message}
          </p>
        ) : null}
        {state.kind === 'loaded' && state.products.length === 0 ? (
          <div className={styles.emptyState}>
            <p>{keyword ? `No products match “${keyword}”.` : 'No products found.'}</p>
            {keyword || category || page > 1 ? (
              <button type="button" className="btn btn--ghost" onClick={() => setParams(new URLSearchParams())}>
                Show all products
              </button>
            ) : null}
          </div>
        ) : null}
        {state.kind === 'loaded' && state.products.length > 0 ? (
          <ul className={styles.grid}>
            {state.products.map((p) => (
              <ProductCard key={p._id} product={p} categories={categories} />
            ))}
          </ul>
        ) : null}
        {state.kind === 'loaded' ? <Pagination page={page} totalPages={totalPages} hrefFor={hrefFor} /> : null}
      </section>
    </>
  );
}
