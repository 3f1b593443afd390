/** Presenters: the only way a record leaves the server. One a file; the fields come from the declarations. */
export { presentSession, presentStaff, presentStaffOption, presentUser } from './user.js';
export { presentCategory } from './category.js';
export { presentProduct } from './product.js';
export { presentBlog } from './blog.js';
export { presentSecondSection } from './second-section.js';
export { presentContactMessage } from './contact-message.js';
export { presentAdminReview, presentReview } from './review.js';
export { presentLead, presentLeadNote } from './lead.js';
export { presentAuditEntry } from './audit.js';
