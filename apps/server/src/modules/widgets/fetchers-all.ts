/**
 * Registers every source fetcher (one module per kind, each importing `registerFetcher`) and every
 * widget model (the server validates props and derives sources with them). Imported once by the
 * composition root.
 */
import '@signage/slides/widgets/models';
