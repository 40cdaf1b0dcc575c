export function PageSpinner() {
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <span className="spinner" />
    </div>
  );
}
