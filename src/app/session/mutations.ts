// The mutation options of src/api/mutations.ts over the session's API and query client, built once per
// API object, and the runner an adapter's actor calls.
import type { Api } from '@src/api/api';
import { createMutations, type Mutations, runMutation } from '@src/api/mutations';
import type { MutationOptions, QueryClient } from '@tanstack/react-query';

const built = new WeakMap<Api, Mutations>();

/** The mutations over `api` and `queryClient` (one object per API). */
function mutationsOf(session: { api: Api; queryClient: QueryClient }): Mutations {
  let mutations = built.get(session.api);
  if (!mutations) {
    mutations = createMutations(session.api, session.queryClient);
    built.set(session.api, mutations);
  }
  return mutations;
}

/** Runs the mutation `pick` chooses with `variables` (the cache's lifecycle: its invalidation included). */
export function mutate<Data, Variables>(
  session: { api: Api; queryClient: QueryClient },
  pick: (mutations: Mutations) => MutationOptions<Data, Error, Variables>,
  variables: Variables,
): Promise<Data> {
  return runMutation(session.queryClient, pick(mutationsOf(session)), variables);
}
