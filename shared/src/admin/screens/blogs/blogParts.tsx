import { Badge, Button, Center, Loader } from '@mantine/core';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '../../../api/errors.js';
import type { BlogCategory } from '../../../contract/constants.js';
import type { BlogDto } from '../../../contract/types.js';
import { LoadError } from '../../components/LoadError.js';
import { useAdminServices } from '../../context.js';
import { messageFor } from '../../../api/messages.js';
import { adminRoutes } from '../../routes.js';
import { BLOG_CATEGORY_LABELS } from './blogFormData.js';

/** Pieces the blog screens share: the category badge, the way back, progress and loading. */

const CATEGORY_COLORS: Record<BlogCategory, string> = { backOffice: 'teal', digitalMarketing: 'grape', others: 'gray' };

export function CategoryBadge({ category }: { category: BlogCategory }) {
  return (
    <Badge variant="light" color={CATEGORY_COLORS[category]} miw="max-content">
      {BLOG_CATEGORY_LABELS[category]}
    </Badge>
  );
}

export function BackToBlogs() {
  return (
    <Button component={Link} to={adminRoutes.blogs} variant="default" leftSection={<ArrowLeft size={16} aria-hidden />}>
      All Blogs
    </Button>
  );
}

/** Upload progress as a percentage, for the form's progress bar. */
export function useUploadProgress() {
  const [progress, setProgress] = useState<number | null>(null);
  return { progress, start: () => setProgress(0), report: (fraction: number) => setProgress(fraction), stop: () => setProgress(null) };
}

/**
 * Loads one blog for the edit and view screens; a failure is logged (the admin is pointed to the
 * console for details) and shown in place. `retry` loads it again; `setBlog` shows a newer answer (a restore's).
 */
export function useBlog(id: string) {
  const { api } = useAdminServices();
  const [blog, setBlog] = useState<BlogDto | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setBlog(null);
    setError(null);
    api.blogs.get(id).then(
      ({ data }) => live && setBlog(data),
      (err: unknown) => {
        console.error('load blog', err);
        if (live) setError(err instanceof ApiError && err.status === 404 ? 'Blog not found.' : messageFor(err, 'Failed to load the blog.'));
      },
    );
    return () => {
      live = false;
    };
  }, [api, id, attempt]);
  return { blog, setBlog, error, retry: () => setAttempt((n) => n + 1) };
}

/** The loader while a blog loads, or why it did not. */
export function LoadState({ error, onRetry }: { error: string | null; onRetry: () => void }) {
  return error ? (
    <LoadError message={error} onRetry={error === 'Blog not found.' ? undefined : onRetry} />
  ) : (
    <Center py="xl">
      <Loader aria-label="Loading" />
    </Center>
  );
}
