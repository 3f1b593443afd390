/** The one error shape every JSON error of the API has (DESIGN.md "HTTP API"). */
export interface FieldError {
  path: string;
  message: string;
}

export interface ErrorBody {
  success: false;
  message: string;
  errors?: FieldError[];
}
