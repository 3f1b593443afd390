/** The SEO part of a product's and a blog's form (shared/docs/admin.md#seo). */
export type SeoValues = {
  slug: string;
  metaTitle: string;
  metaDescription: string;
  /** One of the record's stored images for its share card; '' for its first. */
  shareImage: string;
};

export const newSeo = (): SeoValues => ({ slug: '', metaTitle: '', metaDescription: '', shareImage: '' });

export const seoValuesOf = (dto: SeoValues): SeoValues => ({
  slug: dto.slug,
  metaTitle: dto.metaTitle,
  metaDescription: dto.metaDescription,
  shareImage: dto.shareImage,
});

/** The multipart fields a save sends ('' slug: the server takes one from the title). */
export function appendSeo(form: FormData, values: SeoValues): void {
  form.set('slug', values.slug);
  form.set('metaTitle', values.metaTitle);
  form.set('metaDescription', values.metaDescription);
  form.set('shareImage', values.shareImage);
}
