/** The delete question, saying what happens to the category's products (they become uncategorized). */
export function deleteQuestion(name: string, products: number | null): string {
  const base = `Are you sure you want to delete the category "${name}"?`;
  if (products === null) return `${base} Its products, if any, stay in the catalogue as uncategorized.`;
  if (products === 0) return `${base} It holds no product.`;
  const holds = products === 1 ? 'It holds 1 product, which stays' : `It holds ${products.toLocaleString('en-IN')} products, which stay`;
  return `${base} ${holds} in the catalogue as uncategorized.`;
}
