/** The one error shape every JSON error of the API has (shared/docs/api.md#errors). */
export interface FieldError {
  path: string;
  message: string;
}

export interface ErrorBody {
  success: false;
  message: string;
  errors?: FieldError[];
}
