import { describe, expect, it } from 'vitest';
import { pageWindow } from './pageWindow.js';

describe('pageWindow', () => {
  it('lists every page when there are at most seven', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it('keeps both ends and the neighbours of the current page, with gaps between', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageWindow(19, 20)).toEqual([1, 'gap', 18, 19, 20]);
    expect(pageWindow(3, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
  });
});
